import { SandboxMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function userWithQr(n: number) {
  const { token } = await signUpAndLogin(ctx.app, n);
  const api = apiAs(ctx.app, token);
  const uuid = (await api.post('/auth/fetchUser')).json().uuid;
  const [row] = (await api.post('/dash/wa/fetchInstance', { uuid })).json().result;
  const qr = (await api.post('/dash/wa/qr', { insid: row.insid })).json().qr as string;
  return { api, insid: row.insid as string, qr };
}

describe('sandbox phones', () => {
  it('refuses a bad QR, a phone of another account, and a phone already linked elsewhere', async () => {
    const a = await userWithQr(1);
    const b = await userWithQr(2);
    const bad = await a.api.post('/sandbox/scan', { qr: 'chatgate-sim:nope', phone: '919800000401' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SandboxMessages.qrInvalid);

    await a.api.post('/sandbox/phones', { phone: '919800000402' });
    const foreign = await b.api.post('/sandbox/scan', { qr: b.qr, phone: '919800000402' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(SandboxMessages.phoneNotYours);
    expect((await b.api.get('/sandbox/phones/919800000402')).statusCode).toBe(403);

    expect((await a.api.post('/sandbox/scan', { qr: a.qr, phone: '919800000402' })).statusCode).toBe(200);
    const again = await a.api.post('/sandbox/scan', { qr: a.qr, phone: '919800000403' });
    expect(again.statusCode).toBe(400); // the QR is used up once linked
    const list = await a.api.get('/sandbox/phones');
    expect(list.json().result).toEqual([
      expect.objectContaining({ phone: '919800000402', linkedInsid: a.insid }),
    ]);
  });

  it('validates phone numbers and replies', async () => {
    const a = await userWithQr(3);
    const bad = await a.api.post('/sandbox/phones', { phone: '12345' });
    expect(bad.statusCode).toBe(400);
    await a.api.post('/sandbox/phones', { phone: '919800000404' });
    const noLink = await a.api.post('/sandbox/phones/919800000404/reply', { to: '919800000999', body: 'hi' });
    expect(noLink.statusCode).toBe(409);
    expect(noLink.json().message).toBe(SandboxMessages.noLink);
    const empty = await a.api.post('/sandbox/phones/919800000404/reply', { to: '919800000999', body: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});
