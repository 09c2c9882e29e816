import { PRESENCE_SHOWN_SECONDS } from '@chatgate/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { instances, simPhones, simPresence, simPresenceSubscriptions } from '../../db/schema';
import type { NetworkPhone } from './simulator.queries';

/** The contact `peer` shows typing or recording on the phone `at` for 10 s, or no longer. */
export async function setShownPresence(
  db: Queryable,
  at: NetworkPhone,
  peer: string,
  state: 'typing' | 'recording' | null,
): Promise<void> {
  const key = and(
    eq(simPresence.accountId, at.accountId),
    eq(simPresence.phone, at.phone),
    eq(simPresence.peer, peer),
  );
  if (state === null) {
    await db.delete(simPresence).where(key);
    return;
  }
  const until = new Date(Date.now() + PRESENCE_SHOWN_SECONDS * 1000);
  await db
    .insert(simPresence)
    .values({ accountId: at.accountId, phone: at.phone, peer, state, until })
    .onConflictDoUpdate({
      target: [simPresence.accountId, simPresence.phone, simPresence.peer],
      set: { state, until },
    });
}

/**
 * What the phone shows now: indicators not yet past their 10 s, and not followed by a message of
 * that contact (a message arriving ends its sender's typing).
 */
export async function shownPresence(db: Queryable, at: NetworkPhone) {
  const result = await db.execute<{ peer: string; state: 'typing' | 'recording' }>(sql`
    select p.peer, p.state from sim_presence p
    where p.account_id = ${at.accountId} and p.phone = ${at.phone} and p.until > now()
      and not exists (
        select 1 from sim_messages m
        where m.account_id = p.account_id and m.phone = p.phone and m.peer = p.peer
          and m.direction = 'in'
          and m.created_at > p.until - make_interval(secs => ${PRESENCE_SHOWN_SECONDS}))
    order by p.peer`);
  return result.rows.map((r) => ({ chatId: r.peer, state: r.state }));
}

export async function subscribe(db: Queryable, insid: string, peer: string): Promise<void> {
  await db.insert(simPresenceSubscriptions).values({ instanceId: insid, peer }).onConflictDoNothing();
}

/**
 * The tokens of the account that subscribed to the phone `at`; with `linkedTo`, only the one
 * linked to that phone (the chat the phone types in).
 */
export async function subscribersOf(db: Queryable, at: NetworkPhone, linkedTo?: string): Promise<string[]> {
  const rows = await db
    .select({ insid: simPresenceSubscriptions.instanceId })
    .from(simPresenceSubscriptions)
    .innerJoin(instances, eq(instances.id, simPresenceSubscriptions.instanceId))
    .leftJoin(simPhones, eq(simPhones.linkedInstanceId, instances.id))
    .where(
      and(
        eq(simPresenceSubscriptions.peer, at.phone),
        eq(instances.userId, at.accountId),
        linkedTo === undefined ? undefined : eq(simPhones.phone, linkedTo),
      ),
    );
  return rows.map((r) => r.insid);
}
