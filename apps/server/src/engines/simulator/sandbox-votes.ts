import { pollContentOf } from '../poll-content';
import { receivedPoll } from './phone-chats.queries';
import { SandboxError } from './sandbox-error';
import * as q from './simulator.queries';
import type { SimulatorEngine } from './simulator-engine';

/**
 * A Sandbox Phone votes on a poll it received (in a chat or in a group), by the options' texts:
 * a click in the phone. A single-answer poll takes one option, a multiple-answer poll any of its
 * options; none takes the vote back. The vote goes to the token linked to the poll's sender,
 * replaces the phone's earlier one, and is answered once that token has stored it.
 */
export async function voteOnPoll(
  engine: SimulatorEngine,
  at: q.NetworkPhone,
  messageId: string,
  options: string[],
): Promise<void> {
  const poll = await receivedPoll(engine.db, at, messageId);
  const content = pollContentOf(poll?.content);
  if (!poll || !content) throw new SandboxError('notAPoll');
  const chosen = [...new Set(options)];
  if (chosen.some((option) => !content.options.includes(option))) throw new SandboxError('voteUnknownOption');
  if (!content.multipleAnswers && chosen.length > 1) throw new SandboxError('voteOneOption');
  const insid = (await q.findPhones(engine.db, at.accountId, [poll.peer])).get(poll.peer)?.linkedInstanceId;
  if (!insid) return;
  await engine.hub.emitSettled('pollVote', {
    insid,
    pollId: poll.sent_id,
    voter: at.phone,
    selectedOptions: content.options.filter((option) => chosen.includes(option)),
    timestamp: new Date(),
  });
}
