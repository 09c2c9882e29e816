import { isUuid, MAX_TOKENS_PER_USER, type TokenLimit, TokenLimitMessages } from '@chatgate/contracts';
import type { Db, Queryable } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findUserById, type UserRow, updateTokenLimit } from '../users/users.service';
import { countInstances } from './instances.queries';

/** What staff allowed the account, else MAX_TOKENS_PER_USER. */
const limitOf = (user: UserRow | undefined) => user?.tokenLimit ?? MAX_TOKENS_PER_USER;

/** How many tokens the account may hold. */
export async function tokenLimitOf(db: Queryable, userId: string): Promise<number> {
  return limitOf(await findUserById(db, userId));
}

/** The account's limit and how many tokens it holds; 404 when `user` (looked up by `uuid`) is none. */
async function described(db: Db, uuid: string, user: UserRow | undefined): Promise<TokenLimit> {
  if (!user) throw notFound(TokenLimitMessages.userNotFound);
  return { uuid, username: user.username, limit: limitOf(user), tokens: await countInstances(db, uuid) };
}

/** Staff: an account's token limit and how many tokens it holds. */
export async function readTokenLimit(db: Db, uuid: string): Promise<TokenLimit> {
  return described(db, uuid, isUuid(uuid) ? await findUserById(db, uuid) : undefined);
}

/**
 * Staff: lets the account hold up to `limit` tokens (spec 9: more via sales or a ticket). A limit
 * under the tokens it holds already removes none; it only stops new ones.
 */
export async function setTokenLimit(db: Db, uuid: string, limit: number): Promise<TokenLimit> {
  const user = isUuid(uuid) ? await updateTokenLimit(db, uuid, limit) : undefined;
  return { ...(await described(db, uuid, user)), message: TokenLimitMessages.saved };
}
