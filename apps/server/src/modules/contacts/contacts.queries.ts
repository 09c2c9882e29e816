import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contacts, lidPhones } from '../../db/schema';
import { sqlArray } from '../../db/sql-array';
import type { ContactUpdate } from '../../engines/engine-events';

export type ContactRow = typeof contacts.$inferSelect;

/** The number a LID stands for, when the token learnt it. */
export async function numberOfLid(db: Queryable, insid: string, lid: string): Promise<string | undefined> {
  const [row] = await db
    .select({ number: lidPhones.number })
    .from(lidPhones)
    .where(and(eq(lidPhones.instanceId, insid), eq(lidPhones.lid, lid)));
  return row?.number;
}

/** The numbers of these LIDs the token learnt, by LID (one query). */
export async function numbersOfLids(
  db: Queryable,
  insid: string,
  lids: string[],
): Promise<Map<string, string>> {
  if (lids.length === 0) return new Map();
  const rows = await db
    .select({ lid: lidPhones.lid, number: lidPhones.number })
    .from(lidPhones)
    .where(and(eq(lidPhones.instanceId, insid), inArray(lidPhones.lid, lids)));
  return new Map(rows.map((r) => [r.lid, r.number]));
}

/** Keeps the pair; a LID that now stands for another number is moved to it. */
export async function saveLidPhone(db: Queryable, insid: string, lid: string, number: string): Promise<void> {
  await db.execute(sql`
    insert into lid_phones (instance_id, lid, number) values (${insid}, ${lid}, ${number})
    on conflict (instance_id, lid) do update set number = excluded.number, updated_at = now()
    where lid_phones.number <> excluded.number`);
}

/** Removes the row kept under a LID (its number is now known), answering what it held. */
export async function takeLidRow(db: Queryable, insid: string, lid: string) {
  const [row] = await db
    .delete(contacts)
    .where(and(eq(contacts.instanceId, insid), eq(contacts.id, lid)))
    .returning();
  // Another person's row that held this LID (WhatsApp gave it to someone else) lets go of it.
  await db.execute(sql`update contacts set lid = null where instance_id = ${insid} and lid = ${lid}`);
  return row;
}

/** Inserts the contact or fills in what the update knows; fields it lacks are kept. */
export async function upsertContact(
  db: Queryable,
  insid: string,
  id: string,
  update: ContactUpdate & { blocked?: boolean },
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({
      instanceId: insid,
      id,
      number: update.number ?? null,
      lid: update.lid ?? null,
      savedName: update.savedName ?? null,
      pushName: update.pushName ?? null,
      business: update.business ?? false,
      blocked: update.blocked ?? false,
    })
    .onConflictDoUpdate({
      target: [contacts.instanceId, contacts.id],
      set: {
        number: sql`coalesce(excluded.number, ${contacts.number})`,
        lid: sql`coalesce(excluded.lid, ${contacts.lid})`,
        savedName: sql`coalesce(excluded.saved_name, ${contacts.savedName})`,
        pushName: sql`coalesce(excluded.push_name, ${contacts.pushName})`,
        ...(update.business !== undefined && { business: update.business }),
        ...(update.blocked !== undefined && { blocked: update.blocked }),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row as ContactRow;
}

/** The token's contact whose id or LID is one of `ids`, the number's row first. */
export async function findContact(
  db: Queryable,
  insid: string,
  ids: string[],
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.instanceId, insid),
        or(
          sql`${contacts.id} = any(${sqlArray(ids)}::text[])`,
          sql`${contacts.lid} = any(${sqlArray(ids)}::text[])`,
        ),
      ),
    )
    .orderBy(sql`${contacts.number} is null`)
    .limit(1);
  return row;
}

/** The token's contacts that any of `ids` (numbers or LIDs) names, by their id or their LID (one query). */
export function findContacts(db: Queryable, insid: string, ids: string[]): Promise<ContactRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.instanceId, insid), or(inArray(contacts.id, ids), inArray(contacts.lid, ids))));
}

/** A page of the token's contacts in the order they were first learnt. */
export function contactsAfter(
  db: Queryable,
  insid: string,
  after: number,
  limit: number,
): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.instanceId, insid), gt(contacts.seq, after)))
    .orderBy(asc(contacts.seq))
    .limit(limit);
}

/**
 * Whether the person named by any of `ids` (a number, a LID, or the number a LID stands for) is
 * blocked by the token, and the number `lid` stands for: one round trip, for every send.
 */
export async function blockedAndNumber(
  db: Queryable,
  insid: string,
  ids: string[],
  lid: string | null,
): Promise<{ blocked: boolean; number: string | null }> {
  const result = await db.execute<{ blocked: boolean; number: string | null }>(sql`
    with mapped as (select number from lid_phones where instance_id = ${insid} and lid = ${lid})
    select exists (
        select 1 from contacts
        where instance_id = ${insid} and blocked
          and (id = any(${sqlArray(ids)}::text[]) or lid = any(${sqlArray(ids)}::text[])
               or id in (select number from mapped))
      ) as blocked,
      (select number from mapped) as number`);
  const row = result.rows[0];
  return { blocked: row?.blocked === true, number: row?.number ?? null };
}
