import { type MessageWriterDeps, type StatusRecorder, statusRecorder } from './message-status.service';
import { type IncomingRecorder, incomingRecorder } from './received-messages.service';

/** The writers of what the engine hands over once: received messages and receipts. */
export interface MessageWriters {
  incoming: IncomingRecorder;
  statuses: StatusRecorder;
  /**
   * Writes the received messages and receipts an earlier process kept on disk while it waited out
   * a database outage (it stopped or crashed first), waiting for the database if need be; answers
   * how many were written.
   */
  replayHeld(): Promise<number>;
}

/** One per process runtime, so every caller shares their batches. */
export function createMessageWriters(deps: MessageWriterDeps): MessageWriters {
  const incoming = incomingRecorder(deps);
  const statuses = statusRecorder(deps);
  return {
    incoming,
    statuses,
    async replayHeld() {
      const messages = await incoming.replay();
      return messages + (await statuses.replay());
    },
  };
}
