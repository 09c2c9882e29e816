import { randomBytes } from 'node:crypto';
import {
  type FetchUserResponse,
  InstanceMessages,
  isUuid,
  type Role,
  SignupMessages,
  type SignupRequest,
  type UserListEntry,
} from '@chatgate/contracts';
import type { Db, Queryable } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { hashPassword } from '../../security/password';
import * as q from './users.queries';

export type { UserRow } from './users.queries';

export async function registerUser(db: Db, input: SignupRequest, role: Role = 'User'): Promise<q.UserRow> {
  const created = await q.insertUser(db, {
    username: input.username,
    email: input.email,
    name: input.name,
    mobile: input.mobile,
    passwordHash: await hashPassword(input.password),
    role,
  });
  if (!created.ok)
    throw conflict(created.clash === 'email' ? SignupMessages.emailTaken : SignupMessages.usernameTaken);
  return created.user;
}

/** The account signing in with this username or email (any case), if any. */
export function findUserByLogin(db: Queryable, login: string): Promise<q.UserRow | undefined> {
  return q.findUserByLogin(db, login);
}

export function findUserById(db: Queryable, id: string): Promise<q.UserRow | undefined> {
  return q.findUserById(db, id);
}

/** Sets how many tokens the account may hold; undefined when there is no such account. */
export function updateTokenLimit(db: Queryable, id: string, limit: number): Promise<q.UserRow | undefined> {
  return q.updateTokenLimit(db, id, limit);
}

/** Whether an account has this username (any case): the signup form's availability check. */
export function isUsernameTaken(db: Queryable, username: string): Promise<boolean> {
  return q.usernameTaken(db, username);
}

/** Whether an account has this email (any case): the signup form's availability check. */
export function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  return q.emailTaken(db, email);
}

/** The ids of every user holding one of the roles (e.g. the staff a new ticket is announced to). */
export function userIdsWithRoles(db: Queryable, roles: readonly Role[]): Promise<string[]> {
  return q.userIdsWithRoles(db, roles);
}

/** Which of the ids belong to existing users. */
export function existingUserIds(db: Queryable, ids: readonly string[]): Promise<string[]> {
  return q.existingUserIds(db, ids);
}

const USER_NOT_FOUND = 'User not found';

/**
 * A dashboard call naming an account by `uuid` may act for the caller's own account; Admin for
 * any account that exists. 403 for another user's account; 404 (not a database error) for a uuid
 * that names no account.
 */
export async function assertMayActFor(db: Queryable, caller: AuthenticatedUser, uuid: string): Promise<void> {
  if (uuid === caller.id) return;
  if (caller.role !== 'Admin') throw forbidden(InstanceMessages.uuidMismatch);
  if (!isUuid(uuid) || !(await q.findUserById(db, uuid))) throw notFound(USER_NOT_FOUND);
}

export async function changePassword(db: Queryable, userId: string, password: string): Promise<void> {
  await q.updatePasswordHash(db, userId, await hashPassword(password));
}

/** The fetch-user answer of spec 7.1; insID is the user's first token. */
export async function userProfile(db: Db, userId: string): Promise<FetchUserResponse> {
  const user = await q.findUserById(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return {
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    uuid: user.id,
    insID: (await q.firstInstanceId(db, user.id)) ?? '',
    username: user.username,
    mem_type: user.role,
  };
}

export async function listUserEntries(db: Db): Promise<UserListEntry[]> {
  return q.listUsers(db);
}

export async function setRole(db: Db, username: string, role: Role): Promise<boolean> {
  return q.updateRoleByUsername(db, username, role);
}

/**
 * On first start there is no Admin: create one from ADMIN_* settings, generating a password when
 * none is given. Returns the credentials to print once, or null when an Admin already exists.
 */
export async function ensureAdmin(
  db: Db,
  admin: { username: string; email: string; password?: string },
): Promise<{ username: string; password: string; generated: boolean } | null> {
  if ((await q.countUsersWithRole(db, 'Admin')) > 0) return null;
  const password = admin.password ?? `${randomBytes(12).toString('base64url')}Aa1!`;
  const created = await q.insertUser(db, {
    username: admin.username,
    email: admin.email,
    name: 'Administrator',
    mobile: '',
    passwordHash: await hashPassword(password),
    role: 'Admin',
  });
  if (!created.ok) {
    // The name is held by an ordinary account: promote nobody silently, report instead.
    throw new Error(
      `Cannot create the admin account: the ${created.clash} is already in use by another account.`,
    );
  }
  return { username: admin.username, password, generated: admin.password === undefined };
}
