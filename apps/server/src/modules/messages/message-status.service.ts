import type { Db } from '../../db/client';
import { keptWriter } from '../../db/kept-writer';
import type { DurableDb } from '../../db/outage-holding';
import type { DeliveryStatus } from '../../engines/engine-events';
import type { WakeUps } from '../events/wake-ups';
import * as q from './messages.queries';

/** What the writers of received messages and receipts need: the database, outage holding, wake-ups. */
export type MessageWriterDeps = DurableDb & { wakeUps: WakeUps };

export interface StatusRecorder {
  /** Moves a message's status forward (never back) and emits its event, once committed. */
  record(id: string, status: DeliveryStatus | 'failed', error?: string): Promise<void>;
  /**
   * The engine took the message: it shows as sent, and waits for WhatsApp's acknowledgement
   * (the engine's own `sent`, or a receipt) until the ack sweep fails it (decision 0044).
   */
  handedOver(id: string): Promise<void>;
  /** Writes the receipts an earlier process kept on disk during an outage; answers how many. */
  replay(): Promise<number>;
}

/**
 * Receipts arrive once (WhatsApp does not hand them over again), and in bursts: those arriving
 * together are committed together, in the order submitted, so a message's receipts are stored in
 * the order reported. One per process runtime.
 */
export function statusRecorder(deps: MessageWriterDeps): StatusRecorder {
  /** Stores status changes with their message.status events. */
  const recordStatuses = async (db: Db, updates: q.StatusUpdate[]) => {
    const changed = await q.advanceStatuses(db, updates);
    deps.wakeUps.eventsAppended(changed.deliveries);
  };
  const writer = keptWriter(deps, 'message-statuses', recordStatuses);
  return {
    record: (id, status, error) => writer.submit({ id, status, ...(error === undefined ? {} : { error }) }),
    handedOver: (id) => writer.submit({ id, status: 'sent', handedOver: true }),
    replay: () => writer.replay(),
  };
}
