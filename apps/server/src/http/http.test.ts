import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { servedApiOf } from '../../test/served-api';
import { API_DOCUMENTS } from './openapi-documents';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('HTTP basics', () => {
  it('answers health with 200 {"status":"ok"}', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Served over plain http (PUBLIC_URL http://chatgate.test): HSTS would be ignored, and is not sent.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/v1/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('checks who is calling before it reads the body: no credentials get 401, even with a bad body', async () => {
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/send/text',
      payload: { nonsense: true },
    });
    expect(send.statusCode).toBe(401);
    const dash = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dash/wa/createInstance',
      payload: { nonsense: true },
    });
    expect(dash.statusCode).toBe(401);
  });

  it('refuses a body over 1 MB with 413 and no stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).not.toContain('at ');
  });

  it('serves the OpenAPI document of the routes', async () => {
    for (const spec of API_DOCUMENTS) {
      const res = await ctx.app.inject({ method: 'GET', url: spec.url });
      expect(res.statusCode, spec.url).toBe(200);
      expect(res.json().info.title, spec.url).toBe(spec.title);
    }
    const paths = Object.keys((await servedApiOf(ctx.app)).paths);
    for (const p of [
      '/api/v1/auth/login',
      '/api/v1/auth/signup',
      '/api/v1/auth/reset-password/{token}',
      '/api/v1/health',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
