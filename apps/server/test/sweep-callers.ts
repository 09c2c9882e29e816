import { sql } from 'drizzle-orm';
import type { ForeignId, OwnIds } from './bad-input-cases';
import { signUpAndLogin, type TestContext } from './harness';

export type CallerKind = 'anonymous' | 'user' | 'admin' | 'api key' | 'green-api';

/** A signed-in account and its (trial) token; `phone` is the virtual phone linked to the token. */
interface Account {
  username: string;
  password: string;
  session: string;
  ids: OwnIds;
  apiKey: string;
  phone: string;
}

/** Text of the victim's that no answer to another user may contain. */
const VICTIM_SECRET = 'victim-secret-7f3a';
const VICTIM_PHONE = '919800008888';

/**
 * The callers of the bad-input sweep: a user with a linked token and its API key, an admin, and a
 * victim whose ids the others try to reach. A swept request may log a caller out, unlink or
 * delete its token: `ensureLive` puts things back before the next request.
 */
export function sweepCallers(ctx: TestContext) {
  let made = 0;
  const inject = (method: 'GET' | 'POST', url: string, auth: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: auth, payload });
  const bearer = (account: Account) => ({ authorization: account.session });

  async function link(account: Account): Promise<void> {
    const qr = (await inject('POST', '/dash/wa/qr', bearer(account), { insid: account.ids.insid })).json().qr;
    await inject('POST', '/sandbox/scan', bearer(account), { qr, phone: account.phone });
    for (let tries = 0; tries < 200; tries++) {
      const state = await inject('GET', '/instance/state', { key: account.apiKey });
      if (state.json().state === 'connected') return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`the sweep could not link ${account.phone} to its token`);
  }

  async function newAccount(name: string, role?: 'Admin'): Promise<Account> {
    const n = ++made;
    const { token, user } = await signUpAndLogin(ctx.app, `${name}${n}`);
    if (role) await ctx.db.execute(sql`update users set role = ${role} where username = ${user.username}`);
    const session = `Bearer ${token}`;
    const uuid = (await inject('POST', '/auth/fetchUser', { authorization: session })).json().uuid;
    const fetched = await inject('POST', '/dash/wa/fetchInstance', { authorization: session }, { uuid });
    const insid = fetched.json().result[0].insid;
    const apiKey = (await inject('POST', '/dash/wa/showKey', { authorization: session }, { insid })).json()
      .api_key;
    const phone = `91980009${String(n).padStart(4, '0')}`;
    return { username: user.username, password: user.password, session, ids: { uuid, insid }, apiKey, phone };
  }

  /** Signs the account in again; false when that no longer works. */
  async function relogin(account: Account): Promise<boolean> {
    const login = await inject(
      'POST',
      '/auth/login',
      {},
      { username: account.username, password: account.password },
    );
    if (login.statusCode !== 200 || !login.json().Token) return false;
    account.session = `Bearer ${login.json().Token}`;
    return true;
  }

  const sessionWorks = async (account: Account) =>
    (await inject('POST', '/auth/fetchUser', bearer(account))).statusCode === 200;

  let user: Account;
  let admin: Account;
  let victim: { foreign: ForeignId[]; secrets: string[] };

  async function newUserAccount(): Promise<Account> {
    const account = await newAccount('sweep');
    await link(account);
    return account;
  }

  async function newVictim() {
    const account = await newAccount('victim');
    await link(account);
    // The message goes to a virtual phone of the victim's own: nobody else may open it.
    await inject('POST', '/sandbox/phones', bearer(account), { phone: VICTIM_PHONE });
    const ticket = await inject('POST', '/dash/tickets/create', bearer(account), {
      type: 'Other',
      subject: `Ticket ${VICTIM_SECRET}`,
      description: `Details ${VICTIM_SECRET}`,
    });
    const message = await inject(
      'POST',
      '/send/text',
      { key: account.apiKey },
      { to: VICTIM_PHONE, body: VICTIM_SECRET },
    );
    if (ticket.statusCode !== 201 || message.statusCode !== 202)
      throw new Error('the victim could not be set up');
    const foreign: ForeignId[] = [
      ["another user's uuid", account.ids.uuid],
      ["another user's token id", account.ids.insid],
      ["another user's ticket id", ticket.json().id],
      ["another user's message id", message.json().id],
      ["another user's virtual phone", VICTIM_PHONE],
    ];
    return { foreign, secrets: [VICTIM_SECRET, account.apiKey, account.session.slice('Bearer '.length)] };
  }

  return {
    async setUp(): Promise<void> {
      [user, admin, victim] = await Promise.all([
        newUserAccount(),
        newAccount('sweep-admin', 'Admin'),
        newVictim(),
      ]);
    },

    /** Another user's ids, and the texts of theirs no answer to the user may contain. */
    victim: () => victim,

    /** The headers a kind of caller sends, and the ids that are its own. */
    credentials(kind: CallerKind): { headers: Record<string, string>; ids: OwnIds } {
      if (kind === 'user') return { headers: bearer(user), ids: user.ids };
      if (kind === 'admin') return { headers: bearer(admin), ids: admin.ids };
      if (kind === 'api key') return { headers: { key: user.apiKey }, ids: user.ids };
      if (kind === 'green-api') return { headers: {}, ids: { ...user.ids, apiKey: user.apiKey } };
      return { headers: {}, ids: user.ids };
    },

    /** Signs the callers in again, links the user's token again, or makes new ones, as needed. */
    async ensureLive(): Promise<void> {
      if (!(await sessionWorks(user)) && !(await relogin(user))) user = await newUserAccount();
      const state = await inject('GET', '/instance/state', { key: user.apiKey });
      if (state.statusCode === 401) user = await newUserAccount();
      else if (state.json().state !== 'connected') await link(user);
      if (!(await sessionWorks(admin)) && !(await relogin(admin)))
        admin = await newAccount('sweep-admin', 'Admin');
    },
  };
}
