import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sqlArray } from '../../db/sql-array';

export interface ExpiringToken {
  insid: string;
  name: string;
  trial: boolean;
  validTill: Date;
  email: string;
  ownerName: string;
}

/** Paid (Active) and trial tokens whose validity ends within `withinDays`, with their owner. */
export async function expiringTokens(db: Queryable, withinDays: number): Promise<ExpiringToken[]> {
  const { rows } = await db.execute<{
    insid: string;
    name: string;
    trial: boolean;
    valid_till: string;
    email: string;
    owner_name: string;
  }>(sql`
    select i.id as insid, i.name, i.trial, i.valid_till, u.email, u.name as owner_name
    from instances i join users u on u.id = i.user_id
    where (i.status = 'Active' or i.trial) and i.valid_till > now()
      and i.valid_till <= now() + make_interval(days => ${withinDays})`);
  return rows.map((r) => ({
    insid: r.insid,
    name: r.name,
    trial: r.trial,
    validTill: new Date(r.valid_till),
    email: r.email,
    ownerName: r.owner_name,
  }));
}

/**
 * Claims the reminders of one token's validity end; answers the thresholds newly claimed (the
 * others were sent before). Run in the transaction that stores the mail.
 */
export async function claimReminders(
  db: Queryable,
  insid: string,
  validTill: Date,
  daysBefore: number[],
): Promise<number[]> {
  const { rows } = await db.execute<{ days_before: number }>(sql`
    insert into expiry_reminders (instance_id, valid_till, days_before)
    select ${insid}, ${validTill}, d from unnest(${sqlArray(daysBefore)}::int[]) as d
    on conflict do nothing
    returning days_before`);
  return rows.map((r) => r.days_before);
}
