import { NOT_ACKNOWLEDGED } from '@chatgate/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { messages } from '../../db/schema';
import type { MessageRow } from './messages.queries';

// Sends handed to WhatsApp that it did not acknowledge (decision 0044).

/**
 * Messages handed over longer than `timeoutMs` ago (by the database's clock, which every process
 * shares) without WhatsApp's acknowledgement, the oldest first; `messages_unacked_idx`.
 */
export async function unacknowledgedSince(
  db: Queryable,
  timeoutMs: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.status, 'sent'),
        sql`${messages.ackedAt} is null`,
        sql`${messages.sentAt} < now() - make_interval(secs => ${timeoutMs / 1000})`,
      ),
    )
    .orderBy(messages.sentAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The token's sends failed as not acknowledged; `messages_not_acknowledged_idx`. */
const notAcknowledgedOf = (insid: string) =>
  and(eq(messages.instanceId, insid), eq(messages.status, 'failed'), eq(messages.error, NOT_ACKNOWLEDGED));

/** The token's newest sends failed as not acknowledged, by hand-over time. */
export function notAcknowledged(db: Queryable, insid: string, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(notAcknowledgedOf(insid))
    .orderBy(desc(messages.sentAt))
    .limit(limit);
}

export async function notAcknowledgedCount(db: Queryable, insid: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(notAcknowledgedOf(insid));
  return row?.n ?? 0;
}
