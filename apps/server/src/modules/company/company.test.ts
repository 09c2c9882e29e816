import { CompanyMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const company = {
  company_name: 'Acme Traders',
  address: '12 MG Road, Mumbai',
  contact_number: '+91 22 1234 5678',
  company_email: 'ops@acme.example',
  company_website: 'https://acme.example',
};

describe('company details', () => {
  it('is "Company Not Found" until saved, then found and editable', async () => {
    const { token } = await signUpAndLogin(ctx.app, 1);
    const api = apiAs(ctx.app, token);
    const uuid = (await api.post('/auth/fetchUser')).json().uuid;
    expect((await api.post('/dash/company/fetch', { uuid })).json()).toEqual({
      message: CompanyMessages.notFound,
      result: [],
    });
    const saved = await api.post('/dash/company/update', { uuid, ...company });
    expect(saved.json()).toEqual({ message: CompanyMessages.updated, result: [company] });
    await api.post('/dash/company/update', { uuid, ...company, address: 'New address' });
    expect((await api.post('/dash/company/fetch', { uuid })).json()).toEqual({
      message: CompanyMessages.found,
      result: [{ ...company, address: 'New address' }],
    });
  });

  it('validates fields and refuses another account', async () => {
    const { token } = await signUpAndLogin(ctx.app, 2);
    const other = await signUpAndLogin(ctx.app, 3);
    const api = apiAs(ctx.app, token);
    const uuid = (await api.post('/auth/fetchUser')).json().uuid;
    const cases: Array<[object, string]> = [
      [{ company_name: '' }, CompanyMessages.nameRequired],
      [{ company_email: 'nope' }, CompanyMessages.emailInvalid],
      [{ company_website: 'acme' }, CompanyMessages.websiteInvalid],
      [{ company_website: 'ftp://acme.example' }, CompanyMessages.websiteInvalid],
      [{ contact_number: 'call me' }, CompanyMessages.contactInvalid],
    ];
    for (const [change, message] of cases) {
      const res = await api.post('/dash/company/update', { uuid, ...company, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const foreign = await apiAs(ctx.app, other.token).post('/dash/company/update', { uuid, ...company });
    expect(foreign.statusCode).toBe(403);
    expect((await apiAs(ctx.app, other.token).post('/dash/company/fetch', { uuid })).statusCode).toBe(403);
  });

  it('takes a website typed without its scheme as https', async () => {
    const { token } = await signUpAndLogin(ctx.app, 5);
    const api = apiAs(ctx.app, token);
    const uuid = (await api.post('/auth/fetchUser')).json().uuid;
    const saved = await api.post('/dash/company/update', {
      uuid,
      ...company,
      company_website: 'acme.example',
    });
    expect(saved.json().result).toEqual([{ ...company, company_website: 'https://acme.example' }]);
    const kept = await api.post('/dash/company/update', {
      uuid,
      ...company,
      company_website: 'http://acme.example',
    });
    expect(kept.json().result[0].company_website).toBe('http://acme.example');
  });

  it('answers the badge counts with real zeros, for signed-in users only', async () => {
    const { token } = await signUpAndLogin(ctx.app, 4);
    const res = await apiAs(ctx.app, token).get('/dash/notifications/counts');
    expect(res.json()).toEqual({ supportRequests: 0, broadcasts: 0, notifications: 0 });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/dash/notifications/counts' })).statusCode,
    ).toBe(401);
  });
});
