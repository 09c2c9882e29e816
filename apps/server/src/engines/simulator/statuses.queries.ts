import { STATUS_LIFETIME_SECONDS } from '@chatgate/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { simProfiles, simStatuses, simStatusViews } from '../../db/schema';
import type { NetworkPhone } from './simulator.queries';

export type SimStatusRow = typeof simStatuses.$inferSelect;
export type SimProfileRow = typeof simProfiles.$inferSelect;

/** Stores a status once (a resend of the same id stores nothing); whether it is new. */
export async function insertStatus(
  db: Queryable,
  row: Pick<SimStatusRow, 'id' | 'accountId' | 'phone' | 'content' | 'recipients'>,
): Promise<boolean> {
  const stored = await db
    .insert(simStatuses)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: simStatuses.id });
  return stored.length > 0;
}

/** Marks the poster's status deleted; its recipients when it was theirs and not deleted yet, else null. */
export async function revokeStatus(
  db: Queryable,
  poster: NetworkPhone,
  id: string,
): Promise<string[] | null> {
  const rows = await db
    .update(simStatuses)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(simStatuses.id, id),
        eq(simStatuses.accountId, poster.accountId),
        eq(simStatuses.phone, poster.phone),
        sql`${simStatuses.revokedAt} is null`,
      ),
    )
    .returning({ recipients: simStatuses.recipients });
  return rows[0]?.recipients ?? null;
}

const live = sql`${simStatuses.revokedAt} is null
  and ${simStatuses.createdAt} > now() - make_interval(secs => ${STATUS_LIFETIME_SECONDS})`;

/** The statuses a phone sees now (its own and those shown to it), newest first, with whether it opened each. */
export async function statusesFor(db: Queryable, at: NetworkPhone) {
  return db
    .select({
      status: simStatuses,
      viewed: sql<boolean>`exists (select 1 from ${simStatusViews} v
        where v.status_id = ${simStatuses.id} and v.phone = ${at.phone})`,
    })
    .from(simStatuses)
    .where(
      and(
        eq(simStatuses.accountId, at.accountId),
        sql`(${simStatuses.phone} = ${at.phone} or ${at.phone} = any(${simStatuses.recipients}))`,
        live,
      ),
    )
    .orderBy(sql`${simStatuses.createdAt} desc`)
    .limit(100);
}

/** A live status shown to this phone. */
export async function statusShownTo(
  db: Queryable,
  at: NetworkPhone,
  id: string,
): Promise<SimStatusRow | undefined> {
  const [row] = await db
    .select()
    .from(simStatuses)
    .where(
      and(
        eq(simStatuses.id, id),
        eq(simStatuses.accountId, at.accountId),
        sql`${at.phone} = any(${simStatuses.recipients})`,
        live,
      ),
    );
  return row;
}

/** The phone opened the status; whether this was its first time. */
export async function recordView(db: Queryable, statusId: string, phone: string): Promise<boolean> {
  const rows = await db
    .insert(simStatusViews)
    .values({ statusId, phone })
    .onConflictDoNothing()
    .returning({ phone: simStatusViews.phone });
  return rows.length > 0;
}

/** Every phone the phone has a direct chat with: its contacts, who see its statuses. */
export async function contactsOfPhone(db: Queryable, at: NetworkPhone): Promise<string[]> {
  const { rows } = await db.execute<{ peer: string }>(sql`
    select distinct peer from sim_messages
     where account_id = ${at.accountId} and phone = ${at.phone} and group_id is null
    union
    select distinct phone from sim_messages
     where account_id = ${at.accountId} and peer = ${at.phone} and group_id is null`);
  return rows.map((r) => r.peer).filter((p) => p !== at.phone);
}

export async function findProfile(db: Queryable, at: NetworkPhone): Promise<SimProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(simProfiles)
    .where(and(eq(simProfiles.accountId, at.accountId), eq(simProfiles.phone, at.phone)));
  return row;
}

/** Changes what is given of the phone's profile, making it on first use. */
export async function saveProfile(
  db: Queryable,
  at: NetworkPhone,
  defaults: { about: string },
  change: Partial<Pick<SimProfileRow, 'name' | 'about' | 'pictureJpeg'>>,
): Promise<void> {
  await db
    .insert(simProfiles)
    .values({ accountId: at.accountId, phone: at.phone, ...defaults, ...change })
    .onConflictDoUpdate({
      target: [simProfiles.accountId, simProfiles.phone],
      set: { ...change, updatedAt: new Date() },
    });
}
