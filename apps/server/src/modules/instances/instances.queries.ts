import { and, asc, count, eq, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { instances } from '../../db/schema';
import type { InstanceDbRow, NewInstance } from './instance-row';

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

/** What linkPhone answers when another token holds the phone (one phone links to one token). */
export const PHONE_TAKEN = 'phoneTaken' as const;
/** The unique index behind it (db/schema/instances.ts), for telling its violation from others. */
export const LINKED_PHONE_INDEX = 'instances_linked_phone_idx';

/**
 * Records `wid` as the token's linked phone, unless another token holds it (PHONE_TAKEN). Two
 * links of one phone at the same moment: the unique index `instances_linked_phone_idx` fails the
 * second statement.
 */
export async function linkPhone(
  db: Queryable,
  insid: string,
  wid: string,
): Promise<InstanceDbRow | undefined | typeof PHONE_TAKEN> {
  const holder = alias(instances, 'holder');
  const [row] = await db
    .update(instances)
    .set({ authenticated: true, wid, ...lastPhoneLinked(wid) })
    .where(
      and(
        eq(instances.id, insid),
        notExists(
          db
            .select({ one: sql`1` })
            .from(holder)
            .where(and(eq(holder.wid, wid), eq(holder.authenticated, true), ne(holder.id, insid))),
        ),
      ),
    )
    .returning();
  if (row) return row;
  return (await findInstance(db, insid)) ? PHONE_TAKEN : undefined;
}

/** Records that no phone is linked to the token. */
export async function unlinkPhone(db: Queryable, insid: string): Promise<InstanceDbRow | undefined> {
  const [row] = await db
    .update(instances)
    .set({ authenticated: false, wid: null })
    .where(eq(instances.id, insid))
    .returning();
  return row;
}

/**
 * Records `state` as the token's announced session state; false when it was already (nothing
 * changed, so no event is due). The row stays locked until the transaction ends, so concurrent
 * reports of one token are told apart.
 */
export async function announceState(db: Queryable, insid: string, state: string): Promise<boolean> {
  const rows = await db
    .update(instances)
    .set({ announcedState: state })
    .where(and(eq(instances.id, insid), sql`${instances.announcedState} is distinct from ${state}`))
    .returning({ id: instances.id });
  return rows.length === 1;
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

/** Serialises token creation per user (until the transaction ends), so concurrent requests cannot pass the limits together. */
export async function lockTokenCreation(tx: Queryable, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
}

/** Serialises connecting this spreadsheet to a token (until the transaction ends). */
export async function lockSheetClaims(tx: Queryable, spreadsheetId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sheet:${spreadsheetId}`}))`);
}

/** Sets the given pacing fields (null: back to the server's default); absent fields are kept. */
export async function setSendingSettings(
  db: Queryable,
  insid: string,
  update: Partial<
    Pick<
      InstanceDbRow,
      | 'sendDelayMinMs'
      | 'sendDelayMaxMs'
      | 'perContactHourlyLimit'
      | 'messageValiditySeconds'
      | 'rejectCalls'
      | 'callRejectMessage'
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

/** Whether a token of another account than `userId` has the spreadsheet connected. */
export async function sheetHeldByAnotherAccount(
  db: Queryable,
  spreadsheetId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: instances.id })
    .from(instances)
    .where(and(eq(instances.gSheetId, spreadsheetId), ne(instances.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The spreadsheet connected to the token (spec: gSheetID), or null to disconnect it. */
export async function setSheetId(db: Queryable, insid: string, spreadsheetId: string | null): Promise<void> {
  await db.update(instances).set({ gSheetId: spreadsheetId }).where(eq(instances.id, insid));
}
