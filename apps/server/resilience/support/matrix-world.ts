import { type Account, extraSession, type LinkedAccount, linked, relink, signedIn } from './accounts';
import type { ProcessServer } from './process-server';
import { callJson } from './sandbox-account';

/**
 * The callers of the authorization matrix: nobody, the owner of the resources under test (a
 * User), another User, and one of each staff role. Each sends both of its credentials: its
 * session (Authorization: Bearer) and, when it has one, its token's API key (`key`).
 */
export const CALLERS = ['anon', 'owner', 'other', 'crm', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

export interface Caller {
  name: CallerName;
  headers: Record<string, string>;
  /** The caller's own account and first token (anon: none). */
  own?: { uuid: string; insid: string };
}

export interface World {
  base: string;
  /** A local endpoint the owner's webhook may point at. */
  webhookUrl: string;
  callers: Record<CallerName, Caller>;
  owner: LinkedAccount;
  other: LinkedAccount;
  crm: Account & { insid: string };
  admin: Account & { insid: string };
  /** A new session of the caller's account, for calls that end the session they are made with. */
  freshSession(caller: CallerName): Promise<string>;
  /** Links the owner's token to its phone again (after a logout row). */
  relinkOwner(): Promise<void>;
}

async function firstToken(base: string, account: Account): Promise<string> {
  const res = await callJson(`${base}/api/v1/dash/wa/fetchInstance`, { uuid: account.uuid }, account.auth);
  return (res.body.result as Array<{ insid: string }>)[0]?.insid as string;
}

/** Signs up the five callers; the owner's and the other user's tokens are linked to sandbox phones. */
export async function matrixWorld(server: ProcessServer, webhookUrl: string): Promise<World> {
  const base = server.url;
  const db = server.database;
  const owner = await linked(base, await signedIn(base, db, 'mxowner'), '919822200001');
  const other = await linked(base, await signedIn(base, db, 'mxother'), '919822200002');
  const crmAccount = await signedIn(base, db, 'mxcrm', 'CRM');
  const adminAccount = await signedIn(base, db, 'mxadmin', 'Admin');
  const crm = { ...crmAccount, insid: await firstToken(base, crmAccount) };
  const admin = { ...adminAccount, insid: await firstToken(base, adminAccount) };
  const accounts = { owner, other, crm, admin };
  const callerOf = (name: Exclude<CallerName, 'anon'>): Caller => {
    const account = accounts[name];
    const key: Record<string, string> = 'key' in account ? { key: account.key } : {};
    return {
      name,
      headers: { ...account.auth, ...key },
      own: { uuid: account.uuid, insid: account.insid },
    };
  };
  return {
    base,
    webhookUrl,
    callers: {
      anon: { name: 'anon', headers: {} },
      owner: callerOf('owner'),
      other: callerOf('other'),
      crm: callerOf('crm'),
      admin: callerOf('admin'),
    },
    owner,
    other,
    crm,
    admin,
    async freshSession(name) {
      if (name === 'anon') return '';
      return extraSession(db, accounts[name]);
    },
    relinkOwner: () => relink(base, owner),
  };
}
