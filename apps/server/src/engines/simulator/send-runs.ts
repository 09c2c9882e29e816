import { isChannelId, isGroupId } from '@chatgate/contracts';
import type { OutgoingMessage } from '../engine';

/** At most this many direct messages are stored by one statement. */
const MAX_RUN = 500;

export const isDirect = (message: OutgoingMessage) =>
  message.kind !== 'status' && !isGroupId(message.to) && !isChannelId(message.to);

/**
 * The messages in order, in runs sent together: consecutive direct messages, or one group or
 * channel message. An id repeated in a run starts a new one, so its second send finds the first
 * stored, as sending one by one would.
 */
export function runsOf(messages: OutgoingMessage[]): OutgoingMessage[][] {
  const runs: OutgoingMessage[][] = [];
  let run: OutgoingMessage[] = [];
  let ids = new Set<string>();
  for (const message of messages) {
    const last = run.at(-1);
    const joins =
      last !== undefined &&
      isDirect(last) &&
      isDirect(message) &&
      run.length < MAX_RUN &&
      !ids.has(message.id);
    if (!joins && run.length > 0) {
      runs.push(run);
      run = [];
      ids = new Set();
    }
    run.push(message);
    ids.add(message.id);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
