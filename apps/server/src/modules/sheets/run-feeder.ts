import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sheetRunRows, sheetRuns } from '../../db/schema';
import { givenRows } from '../../db/sql-array';
import { findInstance, type InstanceDbRow } from '../instances/instances.queries';
import type { QueuedContent } from '../messages/outbound-queue.service';
import { sendMessagesIn } from '../messages/send-message.service';
import { moveRun } from './sheet-runs.queries';

type PendingRow = Pick<typeof sheetRunRows.$inferSelect, 'rowNumber' | 'phone' | 'message' | 'mediaUrl'>;

const MEDIA_KINDS: Array<[RegExp, 'image' | 'video' | 'audio']> = [
  [/\.(jpe?g|png|gif|webp)$/i, 'image'],
  [/\.(mp4|3gp|mov|webm)$/i, 'video'],
  [/\.(mp3|ogg|opus|m4a|aac|amr|wav)$/i, 'audio'],
];

/** A file name from a URL path, its %-escapes decoded where they make UTF-8 text. */
function decodedName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A row as the message it becomes: text, or its media link (kind from the file name) with the text as caption. */
export function contentOf(row: PendingRow): QueuedContent {
  if (!row.mediaUrl) return { kind: 'text', to: row.phone, body: row.message };
  const path = new URL(row.mediaUrl).pathname;
  const mediaType = MEDIA_KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? 'document';
  const fileName = decodedName(path.split('/').pop() ?? '') || undefined;
  return {
    kind: 'media',
    to: row.phone,
    mediaType,
    media: row.mediaUrl,
    ...(row.message ? { caption: row.message } : {}),
    ...(mediaType === 'document' && fileName ? { fileName } : {}),
  };
}

/** How a token's run rows are queued: how many may wait in its queue at once (few when it is paced), and for how long. */
export interface FeedPolicy {
  window(token: InstanceDbRow): number;
  validitySeconds(token: InstanceDbRow): number | null;
}

/**
 * One step of a running run: tops its messages waiting in the token's queue up to the window,
 * each row queued in the same transaction that records its message id (a row is never queued
 * twice, whatever crashes), and completes the run once nothing is left to send. The run row is
 * locked, so one process feeds a run at a time. Answers whether it queued anything.
 */
export async function feedRun(db: Db, runId: string, policy: FeedPolicy): Promise<boolean> {
  const queued = await db.transaction(async (tx) => {
    const [run] = await tx
      .select()
      .from(sheetRuns)
      .where(and(eq(sheetRuns.id, runId), eq(sheetRuns.status, 'running')))
      .for('update', { skipLocked: true });
    if (!run) return null;
    const token = await findInstance(tx, run.instanceId);
    if (!token) return null;
    const inFlight = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from sheet_run_rows r join messages m on m.id = r.message_id
      where r.run_id = ${runId} and r.status = 'queued' and m.status = 'queued'`);
    const room = policy.window(token) - (inFlight.rows[0]?.n ?? 0);
    const pending =
      room > 0
        ? await tx
            .select()
            .from(sheetRunRows)
            .where(and(eq(sheetRunRows.runId, runId), eq(sheetRunRows.status, 'pending')))
            .orderBy(asc(sheetRunRows.rowNumber))
            .limit(room)
        : [];
    if (pending.length === 0) {
      if ((inFlight.rows[0]?.n ?? 0) === 0) await moveRun(tx, runId, ['running'], 'completed');
      return null;
    }
    const { ids, committed } = await sendMessagesIn(
      tx,
      token,
      pending.map(contentOf),
      policy.validitySeconds(token),
    );
    const given = pending.map((row, i) => ({ row_number: row.rowNumber, message_id: ids[i] }));
    await tx.execute(sql`
      with ${givenRows(given, 'row_number int, message_id uuid')}
      update sheet_run_rows r set status = 'queued', message_id = g.message_id
      from given g where r.run_id = ${runId} and r.row_number = g.row_number`);
    return committed;
  });
  if (!queued) return false;
  queued();
  return true;
}

/** Runs being sent now, oldest first. */
export async function runningRunIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: sheetRuns.id })
    .from(sheetRuns)
    .where(eq(sheetRuns.status, 'running'))
    .orderBy(asc(sheetRuns.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
