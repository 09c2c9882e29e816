import type { FormEntries } from '../../test/content-users';
import type { Fresh } from './matrix-fresh';
import type { OwnerResources } from './matrix-resources';
import type { Caller, CallerName, World } from './matrix-world';

/** The status each caller must get; a caller left out is not called (no id of the owner's to try). */
export type Expected = Partial<Record<CallerName, number>>;

export interface MatrixRequest {
  /** Path and query under the server, ids filled in. */
  path: string;
  body?: unknown;
  form?: FormEntries;
  /** Headers over the caller's own credentials. */
  headers?: Record<string, string>;
}

export interface RowContext {
  caller: Caller;
  r: OwnerResources;
  world: World;
  fresh: Fresh;
  /**
   * The token a call goes through when it names one of the owner's resources inside a token: the
   * other user tries the owner's id through its own token; everyone else through the owner's.
   */
  scoped: string;
}

/** One line of the matrix: a route of the OpenAPI document, who gets what, and the request. */
export interface MatrixRow {
  route: string;
  expect: Expected;
  request(ctx: RowContext): MatrixRequest | Promise<MatrixRequest>;
  /**
   * The status an accepted (202) message of the caller must end in: a send through one's own token
   * to the owner's group or channel is accepted like any send, and then fails (not a member, not the
   * channel's owner) without reaching it.
   */
  settles?: Partial<Record<CallerName, 'failed'>>;
  /** Puts back what a successful call changed (a logged-out token is linked again). */
  after?(world: World): Promise<void>;
}

// The rules, by who may call. `anon` is always refused with 401 unless the route is public.

/** Public: the same answer signed in or not. */
export const everyone = (status: number): Expected => ({
  anon: status,
  owner: status,
  other: status,
  crm: status,
  admin: status,
});

/** Any signed-in user, about their own data (no one else's id in the call). */
export const signedIn = (status: number): Expected => ({
  anon: 401,
  owner: status,
  crm: status,
  admin: status,
});

/** Every signed-in user, the other user included (broadcasts are for all). */
export const anyUser = (status: number): Expected => ({ ...signedIn(status), other: status });

/** The owner's account named by uuid: 403 for anyone else; Admin may act for any account. */
export const ownAccountOrAdmin = (status: number): Expected => ({
  anon: 401,
  owner: status,
  other: 403,
  crm: 403,
  admin: status,
});

/** The owner's token or what hangs off it: to anyone else it does not exist (404); Admin may act on any. */
export const ownTokenOrAdmin = (status: number): Expected => ({
  anon: 401,
  owner: status,
  other: 404,
  crm: 404,
  admin: status,
});

/** Support and news items: the owner's (or addressed to the owner) and staff's (Admin, CRM); others 404. */
export const ownerOrStaff = (status: number): Expected => ({
  anon: 401,
  owner: status,
  other: 404,
  crm: status,
  admin: status,
});

/**
 * Only the owner; staff do not get it either (a receipt is its payer's). For a sandbox phone the
 * refusal is what another account's own phone of that number answers (decision 0009): 404 for a
 * file it never got, 409 for a number not on its account's network.
 */
export const ownerOnly = (status: number, refused: 403 | 404 | 409): Expected => ({
  anon: 401,
  owner: status,
  other: refused,
  crm: refused,
  admin: refused,
});

/** Staff only (Admin and CRM): a User gets 403. */
export const staffOnly = (status: number): Expected => ({
  anon: 401,
  owner: 403,
  other: 403,
  crm: status,
  admin: status,
});

/** Admin only. */
export const adminOnly = (status: number): Expected => ({ anon: 401, owner: 403, crm: 403, admin: status });

/**
 * The messaging API, opened by a token's API key: another token's key gets `other` (403 naming the
 * owner's token; through its own token, 404 for the owner's ids, or the send is accepted and goes
 * nowhere); a dashboard session is not an API key, whoever holds it (401).
 */
export const ownKey = (status: number, other = 403): Expected => ({
  anon: 401,
  owner: status,
  other,
  crm: 401,
  admin: 401,
});
