import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instances, simPhones } from '../../db/schema';

export type SimPhoneRow = typeof simPhones.$inferSelect;

/** A phone of an account's virtual network: the same number in another account is another phone. */
export interface NetworkPhone {
  accountId: string;
  phone: string;
}

const inAccount = (accountId: string, phones: string[]) =>
  and(eq(simPhones.accountId, accountId), inArray(simPhones.phone, phones));

export async function linkedPhone(db: Queryable, insid: string): Promise<NetworkPhone | null> {
  const [row] = await db
    .select({ accountId: simPhones.accountId, phone: simPhones.phone })
    .from(simPhones)
    .where(eq(simPhones.linkedInstanceId, insid));
  return row ?? null;
}

/** The account whose network the token's messages go to: its owner's. */
export async function accountOfToken(db: Queryable, insid: string): Promise<string | null> {
  const [row] = await db.select({ userId: instances.userId }).from(instances).where(eq(instances.id, insid));
  return row?.userId ?? null;
}

/** The tokens linked to any of these phones of the account. */
export async function tokensOfPhones(db: Queryable, accountId: string, phones: string[]): Promise<string[]> {
  if (phones.length === 0) return [];
  const rows = await db
    .select({ insid: simPhones.linkedInstanceId })
    .from(simPhones)
    .where(inAccount(accountId, phones));
  return rows.flatMap((r) => (r.insid ? [r.insid] : []));
}

export async function findPhone(db: Queryable, at: NetworkPhone): Promise<SimPhoneRow | undefined> {
  const [row] = await db
    .select()
    .from(simPhones)
    .where(inAccount(at.accountId, [at.phone]));
  return row;
}

/** The account's virtual phones of these numbers, by number (numbers without one are absent). */
export async function findPhones(
  db: Queryable,
  accountId: string,
  phones: string[],
): Promise<Map<string, SimPhoneRow>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .select()
    .from(simPhones)
    .where(inAccount(accountId, [...new Set(phones)]));
  return new Map(rows.map((row) => [row.phone, row]));
}

/** The account's phone of this number, created if new (one read when it exists: the phone's page polls). */
export async function openPhone(db: Queryable, at: NetworkPhone): Promise<SimPhoneRow> {
  const found = await findPhone(db, at);
  if (found) return found;
  await ensurePhones(db, at.accountId, [at.phone]);
  return (await findPhone(db, at)) as SimPhoneRow;
}

/** Creates the account's phones that do not exist yet (numbers its tokens wrote to, or opened). */
export async function ensurePhones(db: Queryable, accountId: string, phones: string[]): Promise<void> {
  if (phones.length === 0) return;
  await db
    .insert(simPhones)
    .values(phones.map((phone) => ({ accountId, phone })))
    .onConflictDoNothing();
}

/**
 * Whether a token of another account holds this number: a number is linked to one token across
 * the service (`instances_linked_phone_idx`), in the sandbox as with real phones.
 */
export async function linkedInOtherAccount(db: Queryable, at: NetworkPhone): Promise<boolean> {
  const [row] = await db
    .select({ id: instances.id })
    .from(instances)
    .where(
      and(eq(instances.wid, at.phone), eq(instances.authenticated, true), ne(instances.userId, at.accountId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function setLink(db: Queryable, at: NetworkPhone, insid: string): Promise<void> {
  await db
    .update(simPhones)
    .set({ linkedInstanceId: insid })
    .where(inAccount(at.accountId, [at.phone]));
}

export async function unlinkInstance(db: Queryable, insid: string): Promise<void> {
  await db.update(simPhones).set({ linkedInstanceId: null }).where(eq(simPhones.linkedInstanceId, insid));
}

export function phonesOf(db: Queryable, accountId: string): Promise<SimPhoneRow[]> {
  return db
    .select()
    .from(simPhones)
    .where(eq(simPhones.accountId, accountId))
    .orderBy(asc(simPhones.createdAt));
}
