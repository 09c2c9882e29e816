import type { Db } from '../../db/client';
import type { WakeUps } from '../events/wake-ups';
import type { InstanceDbRow } from '../instances/instance-row';
import { findToken } from '../instances/instances.service';
import type { QueuedContent } from '../messages/outbound-queue.service';
import { sendMessagesIn } from '../messages/send-message.service';
import * as q from './run-feeder.queries';
import { moveRun } from './sheet-runs.queries';

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
export function contentOf(row: q.PendingRow): QueuedContent {
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
 * twice, whatever crashes; a row the send rule refuses, a blocked person, fails with the reason),
 * and completes the run once nothing is left to send. The run row is
 * locked, so one process feeds a run at a time. Answers whether it queued anything.
 */
export async function feedRun(
  { db, wakeUps }: { db: Db; wakeUps: WakeUps },
  runId: string,
  policy: FeedPolicy,
): Promise<boolean> {
  const queued = await db.transaction(async (tx) => {
    const run = await q.lockRunningRun(tx, runId);
    if (!run) return null;
    const token = await findToken(tx, run.instanceId);
    if (!token) return null;
    const inFlight = await q.countInFlight(tx, runId);
    const room = policy.window(token) - inFlight;
    const pending = room > 0 ? await q.pendingRows(tx, runId, room) : [];
    if (pending.length === 0) {
      if (inFlight === 0) await moveRun(tx, runId, ['running'], 'completed');
      return null;
    }
    const { ids, refused, committed } = await sendMessagesIn(
      { wakeUps },
      tx,
      token,
      pending.map(contentOf),
      policy.validitySeconds(token),
    );
    const rows = pending.map((row, i) => ({
      row_number: row.rowNumber,
      message_id: ids[i],
      reason: refused[i],
    }));
    await q.markRowsQueued(
      tx,
      runId,
      rows.filter((row) => !row.reason),
    );
    await q.markRowsRefused(
      tx,
      runId,
      rows.flatMap(({ row_number, reason }) => (reason ? [{ row_number, reason }] : [])),
    );
    return committed;
  });
  if (!queued) return false;
  queued();
  return true;
}
