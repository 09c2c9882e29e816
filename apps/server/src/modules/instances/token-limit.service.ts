import { isUuid, MAX_TOKENS_PER_USER, type TokenLimit, TokenLimitMessages } from '@chatgate/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { countInstances } from './instances.queries';

/** How many tokens the account may hold: what staff allowed it, else MAX_TOKENS_PER_USER. */
export async function tokenLimitOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ limit: users.tokenLimit }).from(users).where(eq(users.id, userId));
  return row?.limit ?? MAX_TOKENS_PER_USER;
}

async function describe(db: Queryable, uuid: string): Promise<TokenLimit> {
  const [user] = isUuid(uuid)
    ? await db
        .select({ username: users.username, limit: users.tokenLimit })
        .from(users)
        .where(eq(users.id, uuid))
    : [];
  if (!user) throw notFound(TokenLimitMessages.userNotFound);
  return {
    uuid,
    username: user.username,
    limit: user.limit ?? MAX_TOKENS_PER_USER,
    tokens: await countInstances(db, uuid),
  };
}

/** Staff: an account's token limit and how many tokens it holds. */
export function readTokenLimit(db: Db, uuid: string): Promise<TokenLimit> {
  return describe(db, uuid);
}

/**
 * Staff: lets the account hold up to `limit` tokens (spec 9: more via sales or a ticket). A limit
 * under the tokens it holds already removes none; it only stops new ones.
 */
export async function setTokenLimit(db: Db, uuid: string, limit: number): Promise<TokenLimit> {
  await describe(db, uuid);
  await db.update(users).set({ tokenLimit: limit }).where(eq(users.id, uuid));
  return { ...(await describe(db, uuid)), message: TokenLimitMessages.saved };
}
