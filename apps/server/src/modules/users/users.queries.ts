import type { Role } from '@chatgate/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instances, users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<
  typeof users.$inferInsert,
  'username' | 'email' | 'name' | 'mobile' | 'passwordHash' | 'role'
>;

/** Inserts a user; a taken username or email comes back as which one clashed. */
export async function insertUser(
  db: Queryable,
  user: NewUser,
): Promise<{ ok: true; user: UserRow } | { ok: false; clash: 'username' | 'email' }> {
  try {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error('insert returned no row');
    return { ok: true, user: row };
  } catch (error) {
    const clash = uniqueViolation(error);
    if (!clash) throw error;
    return { ok: false, clash: clash.constraint.includes('email') ? 'email' : 'username' };
  }
}

export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${value} or lower(${users.email}) = ${value}`)
    .orderBy(sql`lower(${users.username}) = ${value} desc`)
    .limit(1);
  return row;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function emailTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export function listUsers(db: Queryable) {
  return db
    .select({ uuid: users.id, name: users.name, username: users.username })
    .from(users)
    .orderBy(asc(users.name));
}

export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
}

/** Sets how many tokens the account may hold; undefined when there is no such account. */
export async function updateTokenLimit(
  db: Queryable,
  id: string,
  limit: number,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ tokenLimit: limit }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateRoleByUsername(db: Queryable, username: string, role: Role): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role })
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function countUsersWithRole(db: Queryable, role: Role): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, role));
  return row?.n ?? 0;
}

/** The ids of every user holding one of the roles (e.g. the staff a new ticket is announced to). */
export async function userIdsWithRoles(db: Queryable, roles: readonly Role[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, [...roles]));
  return rows.map((r) => r.id);
}

/** Which of the ids belong to existing users. */
export async function existingUserIds(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((r) => r.id);
}

/** The user's first token (the oldest), or null without any. */
export async function firstInstanceId(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: instances.id })
    .from(instances)
    .where(eq(instances.userId, userId))
    .orderBy(asc(instances.createdAt))
    .limit(1);
  return row?.id ?? null;
}
