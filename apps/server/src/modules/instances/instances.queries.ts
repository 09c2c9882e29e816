import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instances } from '../../db/schema';

export type InstanceDbRow = typeof instances.$inferSelect;
export type NewInstance = typeof instances.$inferInsert;

export async function insertInstance(db: Queryable, row: NewInstance): Promise<InstanceDbRow | null> {
  const [created] = await db
    .insert(instances)
    .values(row)
    .onConflictDoNothing({ target: instances.id })
    .returning();
  return created ?? null;
}

export function instancesOfUser(db: Queryable, userId: string): Promise<InstanceDbRow[]> {
  return db.select().from(instances).where(eq(instances.userId, userId)).orderBy(asc(instances.createdAt));
}

export async function findInstance(db: Queryable, insid: string): Promise<InstanceDbRow | undefined> {
  const [row] = await db.select().from(instances).where(eq(instances.id, insid));
  return row;
}

export async function countInstances(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(instances).where(eq(instances.userId, userId));
  return row?.n ?? 0;
}

export async function deleteInstance(db: Queryable, insid: string): Promise<void> {
  await db.delete(instances).where(eq(instances.id, insid));
}

/** A phone linking is the token's last phone from then on; since now, unless it already was. */
const lastPhoneLinked = (wid: string) => ({
  lastPhone: wid,
  lastPhoneLinkedAt: sql`case when ${instances.lastPhone} is distinct from ${wid} then now()
    else ${instances.lastPhoneLinkedAt} end`,
});

/** Records the token's phone (wid) as linked, or none as linked (null). */
export async function setConnection(
  db: Queryable,
  insid: string,
  wid: string | null,
): Promise<InstanceDbRow | undefined> {
  const [row] = await db
    .update(instances)
    .set({ authenticated: wid !== null, wid, ...(wid === null ? {} : lastPhoneLinked(wid)) })
    .where(eq(instances.id, insid))
    .returning();
  return row;
}

/**
 * Marks every token whose validity has passed: trials become "Trial Expired" (trial 0), paid
 * tokens "Expired". Returns the tokens it changed.
 */
export async function expireDueInstances(db: Queryable, now = new Date()): Promise<InstanceDbRow[]> {
  return db
    .update(instances)
    .set({
      status: sql`case when ${instances.trial} then 'Trial Expired' else 'Expired' end`,
      trial: false,
    })
    .where(and(lt(instances.validTill, now), sql`(${instances.trial} or ${instances.status} = 'Active')`))
    .returning();
}

export async function firstInstanceId(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: instances.id })
    .from(instances)
    .where(eq(instances.userId, userId))
    .orderBy(asc(instances.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Sets the given pacing fields (null: back to the server's default); absent fields are kept. */
export async function setSendingSettings(
  db: Queryable,
  insid: string,
  update: Partial<
    Pick<
      InstanceDbRow,
      'sendDelayMinMs' | 'sendDelayMaxMs' | 'perContactHourlyLimit' | 'messageValiditySeconds'
    >
  >,
): Promise<InstanceDbRow | undefined> {
  const set = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length === 0) return findInstance(db, insid);
  const [row] = await db.update(instances).set(set).where(eq(instances.id, insid)).returning();
  return row;
}

export async function setLastSentAt(db: Queryable, insid: string, at: Date): Promise<void> {
  await db.update(instances).set({ lastSentAt: at }).where(eq(instances.id, insid));
}

export async function findByApiKeyHash(db: Queryable, hash: string): Promise<InstanceDbRow | undefined> {
  const [row] = await db.select().from(instances).where(eq(instances.apiKeyHash, hash));
  return row;
}

/** The spreadsheet connected to the token (spec: gSheetID), or null to disconnect it. */
export async function setSheetId(db: Queryable, insid: string, spreadsheetId: string | null): Promise<void> {
  await db.update(instances).set({ gSheetId: spreadsheetId }).where(eq(instances.id, insid));
}
