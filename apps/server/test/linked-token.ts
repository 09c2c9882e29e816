import { expect } from 'vitest';
import { apiAs } from './api-client';
import { signUpAndLogin, type TestContext } from './harness';

/** A new account and its trial token (no phone linked), with the account's dashboard client. */
export async function trialToken(ctx: TestContext, n: number | string) {
  const { token } = await signUpAndLogin(ctx.app, n);
  const dash = apiAs(ctx.app, token);
  const uuid = (await dash.post('/auth/fetchUser')).json().uuid as string;
  const insid = (await dash.post('/dash/wa/fetchInstance', { uuid })).json().result[0].insid as string;
  return { dash, uuid, insid };
}

/** A new account whose trial token is linked to a sandbox phone; returns its API key too. */
export async function linkedToken(ctx: TestContext, n: number | string, phone: string) {
  const { dash, uuid, insid } = await trialToken(ctx, n);
  const apiKey = (await dash.post('/dash/wa/showKey', { insid })).json().api_key as string;
  // Through the engine, not /dash/wa/qr: that call counts against the token's rate limit, and a
  // test's token starts with its whole bucket.
  const session = await ctx.engine.startSession(insid);
  if (session.state !== 'qr') throw new Error(`a new token's session is ${session.state}`);
  await dash.post('/sandbox/scan', { qr: session.qr, phone });
  await expect
    .poll(async () => (await dash.post('/dash/wa/fetchInstance', { uuid })).json().result[0].authenticated)
    .toBe(1);
  const keyHeaders = { key: apiKey };
  return {
    dash,
    uuid,
    insid,
    apiKey,
    phone,
    /** Calls the customer API with `key` and `insid`. */
    call: (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
      headers: Record<string, string> = {},
    ) =>
      ctx.app.inject({
        method,
        url: `/api/v1${url}${url.includes('?') ? '&' : '?'}insid=${insid}`,
        headers: { ...keyHeaders, ...headers },
        payload,
      }),
  };
}
