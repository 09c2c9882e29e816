import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { newApiKey } from '../src/security/api-keys';
import { apiAs } from './api-client';
import { signUpAndLogin, type TestContext } from './harness';

type Account = { dash: ReturnType<typeof apiAs>; uuid: string };

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
  return linkInSandbox(ctx, { dash, uuid }, { insid, apiKey }, phone);
}

/**
 * Another trial token of the account, linked to the account's sandbox phone `phone`: tokens
 * reach each other's phones within one account only (each account has its own virtual phones).
 */
export async function sameAccountToken(ctx: TestContext, account: Account, phone: string) {
  const insid = `ins_${randomBytes(9).toString('base64url')}`;
  const key = newApiKey();
  await ctx.db.execute(sql`insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint, trial, valid_till)
    values (${insid}, ${account.uuid}, 'Second', ${key.hash}, 'c', ${key.hint}, true, now() + interval '7 days')`);
  return linkInSandbox(ctx, account, { insid, apiKey: key.key }, phone);
}

async function linkInSandbox(
  ctx: TestContext,
  account: Account,
  token: { insid: string; apiKey: string },
  phone: string,
) {
  const { dash, uuid } = account;
  const { insid, apiKey } = token;
  // Through the engine, not /dash/wa/qr: that call counts against the token's rate limit, and a
  // test's token starts with its whole bucket.
  const session = await ctx.engine.startSession(insid);
  if (session.state !== 'qr') throw new Error(`a new token's session is ${session.state}`);
  await dash.post('/sandbox/scan', { qr: session.qr, phone });
  await expect
    .poll(
      async () =>
        (await dash.post('/dash/wa/fetchInstance', { uuid }))
          .json()
          .result.find((row: { insid: string }) => row.insid === insid)?.authenticated,
    )
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
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
