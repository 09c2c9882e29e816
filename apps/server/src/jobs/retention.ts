import type { Db } from '../db/client';
import { DELETE_BATCH } from '../db/delete-in-batches';
import { deleteApiRequestsBefore } from '../modules/logs/logs.queries';
import { deleteFinishedMailsBefore } from '../modules/mail/mail.queries';
import { IDEMPOTENCY_WINDOW_MS } from '../modules/messages/idempotency';
import { deleteKeysBefore } from '../modules/messages/idempotency.queries';
import { deleteUploadsBefore } from '../modules/sheets/sheet-runs.queries';
import { purgeFinishedBefore } from '../modules/webhooks/webhooks.queries';
import type { Jobs } from './boss';

const QUEUE = 'retention';
const DAY_MS = 86_400_000;

/**
 * Deletes what has served its purpose, so these tables stop growing with traffic: Idempotency-Keys
 * past their 24 h window; finished webhook deliveries, API request log lines and finished mails
 * older than `retentionDays`; and spreadsheet files uploaded a day ago and never used. Messages and the event
 * log are the customer's and stay. Each table is emptied `batchSize` rows a statement.
 */
export async function purgeExpired(
  db: Db,
  retentionDays: number,
  now = new Date(),
  batchSize = DELETE_BATCH,
) {
  const logCutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return {
    idempotencyKeys: await deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS), batchSize),
    webhookDeliveries: await purgeFinishedBefore(db, logCutoff, batchSize),
    apiRequests: await deleteApiRequestsBefore(db, logCutoff, batchSize),
    sheetUploads: await deleteUploadsBefore(db, new Date(now.getTime() - DAY_MS), batchSize),
    mails: await deleteFinishedMailsBefore(db, logCutoff, batchSize),
  };
}

export async function scheduleRetention(jobs: Jobs, db: Db, retentionDays: number): Promise<void> {
  await jobs.boss.createQueue(QUEUE, { name: QUEUE });
  await jobs.boss.work(QUEUE, async () => {
    await purgeExpired(db, retentionDays);
  });
  await jobs.boss.schedule(QUEUE, '17 * * * *');
}
