import type { Role } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { openSession } from '../../src/modules/auth/sessions.service';
import { ok } from './call-ok';
import { callJson } from './sandbox-account';

const PASSWORD = 'Str0ng!pass';

/** A signed-in user of a running server. */
export interface Account {
  username: string;
  uuid: string;
  role: Role;
  /** `Authorization: Bearer <session>` of the account's session. */
  auth: { authorization: string };
}

/** An account whose trial token is linked to a sandbox phone. */
export interface LinkedAccount extends Account {
  insid: string;
  /** The token's API key. */
  key: string;
  phone: string;
}

/** Signs `username` up and in the way a visitor does; any role but User is then set in the database. */
export async function signedIn(
  base: string,
  database: DatabaseHandle,
  username: string,
  role: Role = 'User',
): Promise<Account> {
  const api = `${base}/api/v1`;
  const user = {
    name: `Resilience ${username}`,
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
  };
  await ok(`signup ${username}`, callJson(`${api}/auth/signup`, { ...user, mobile: '' }));
  const login = await ok(
    `login ${username}`,
    callJson(`${api}/auth/login`, { username, password: PASSWORD }),
  );
  const auth = { authorization: `Bearer ${login.Token as string}` };
  const uuid = (await ok('fetchUser', callJson(`${api}/auth/fetchUser`, {}, auth))).uuid as string;
  if (role !== 'User') await database.db.execute(sql`update users set role = ${role} where id = ${uuid}`);
  return { username, uuid, role, auth };
}

/** Links the account's first token to sandbox phone `phone` (QR and scan) and waits until it is connected. */
export async function linked(base: string, account: Account, phone: string): Promise<LinkedAccount> {
  const api = `${base}/api/v1`;
  const { auth } = account;
  const tokens = await ok(
    'fetchInstance',
    callJson(`${api}/dash/wa/fetchInstance`, { uuid: account.uuid }, auth),
  );
  const insid = (tokens.result as Array<{ insid: string }>)[0]?.insid as string;
  const key = (await ok('showKey', callJson(`${api}/dash/wa/showKey`, { insid }, auth))).api_key as string;
  const token = { ...account, insid, key, phone };
  await relink(base, token);
  return token;
}

/**
 * Links the token to its phone again (after a logout), unless it is connected. When the token
 * still shows as disconnected 5 s after the scan, it asks for the QR again (the server then sees
 * the phone linked and says so) and tells the console: that is the server losing a link it made.
 */
export async function relink(base: string, token: LinkedAccount): Promise<void> {
  const api = `${base}/api/v1`;
  const state = async () =>
    (await callJson(`${api}/instance/state?insid=${token.insid}`, undefined, { key: token.key }, 'GET')).body;
  for (let attempt = 1; attempt <= 3; attempt++) {
    if ((await state()).state === 'connected') return;
    const started = await ok('qr', callJson(`${api}/dash/wa/qr`, { insid: token.insid }, token.auth));
    if (started.qr)
      await ok('scan', callJson(`${api}/sandbox/scan`, { qr: started.qr, phone: token.phone }, token.auth));
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      if ((await state()).state === 'connected') {
        if (attempt > 1) console.warn(`token ${token.insid} showed as disconnected after it was linked`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`token ${token.insid} did not connect: ${JSON.stringify(await state())}`);
}

/** A new session of the account, written directly (no password hash): for calls that end the session they use. */
export async function extraSession(database: DatabaseHandle, account: Account): Promise<string> {
  return openSession(database.db, account.uuid, 1, { ip: null, userAgent: 'resilience test' });
}
