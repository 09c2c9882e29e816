import { pollContentOf } from '../poll-content';
import { sentIdOf, sentPoll } from './phone-chats.queries';
import { SandboxError } from './sandbox-error';
import * as q from './simulator.queries';
import type { SimulatorEngine } from './simulator-engine';

/**
 * A Sandbox Phone votes on a poll a token sent it (in a chat with the token or in a group), by
 * the options' texts; a click in the phone. A single-answer poll takes one option, a
 * multiple-answer poll any of its options; none takes the vote back. The vote replaces the
 * phone's earlier one, and is answered once the token has stored it (its poll.vote event).
 */
export async function voteOnPoll(
  engine: SimulatorEngine,
  at: q.NetworkPhone,
  messageId: string,
  options: string[],
): Promise<void> {
  const sentId = await sentIdOf(engine.db, at, messageId);
  const poll = sentId && (await sentPoll(engine.db, sentId));
  const content = poll && pollContentOf(poll.payload);
  // Only a poll someone else sent the phone: its own (typed or through its token) is not voted on.
  if (!sentId || !poll || !content || (await q.linkedPhone(engine.db, poll.instance_id))?.phone === at.phone)
    throw new SandboxError('notAPoll');
  const chosen = [...new Set(options)];
  if (chosen.some((option) => !content.options.includes(option))) throw new SandboxError('voteUnknownOption');
  if (!content.multipleAnswers && chosen.length > 1) throw new SandboxError('voteOneOption');
  await engine.hub.emitSettled('pollVote', {
    insid: poll.instance_id,
    pollId: sentId,
    voter: at.phone,
    selectedOptions: content.options.filter((option) => chosen.includes(option)),
    timestamp: new Date(),
  });
}
