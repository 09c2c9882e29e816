import { EventEmitter } from 'node:events';
import { eventsCommitted } from '../events/events.service';

/** Wakes the outbound sender when messages were queued (it also polls). */
export const outboundSignal = new EventEmitter();

/** Call after the transaction that queued messages for `insids` has committed. */
export function messagesQueued(insids: Iterable<string>, deliveries: number): void {
  outboundSignal.emit('queued', new Set(insids));
  if (deliveries > 0) eventsCommitted();
}
