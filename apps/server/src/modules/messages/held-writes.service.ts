import type { Db } from '../../db/client';
import { replayHeldStatuses } from './message-status.service';
import { replayHeldIncoming } from './received-messages.service';

/**
 * Writes the received messages and receipts an earlier process kept on disk while it waited out
 * a database outage (it stopped or crashed first), waiting for the database if need be; answers
 * how many were written.
 */
export async function replayHeldWrites(db: Db): Promise<number> {
  const messages = await replayHeldIncoming(db);
  const statuses = await replayHeldStatuses(db);
  return messages + statuses;
}
