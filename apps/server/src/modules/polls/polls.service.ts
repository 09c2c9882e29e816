import type { PollTally, PollVoteEvent } from '@chatgate/contracts';
import type { Db, Queryable } from '../../db/client';
import type { PollVote } from '../../engines/engine-events';
import { pollContentOf } from '../../engines/poll-content';
import type { WakeUps } from '../events/wake-ups';
import * as q from './polls.queries';

/**
 * Stores a vote an engine reported, replacing the voter's earlier one, with its poll.vote event.
 * A vote on a message that is not one of the token's polls is dropped, and so are options the
 * poll does not have (an engine reports only what it could read).
 */
export async function recordPollVote(
  { db, wakeUps }: { db: Db; wakeUps: WakeUps },
  vote: PollVote,
): Promise<void> {
  const voter = vote.voter ?? vote.voterLid;
  if (!voter) return;
  const stored = await db.transaction(async (tx) => {
    const poll = await q.pollMessage(tx, vote.insid, vote.pollId);
    const content = pollContentOf(poll?.payload);
    if (!poll || !content) return false;
    const selected = content.options.filter((option) => vote.selectedOptions.includes(option));
    const event: PollVoteEvent = {
      messageId: vote.pollId,
      chatId: poll.remote,
      voter: vote.voter ?? null,
      voterLid: vote.voterLid ?? null,
      selectedOptions: content.multipleAnswers ? selected : selected.slice(0, 1),
      timestamp: vote.timestamp.toISOString(),
    };
    const row = { insid: vote.insid, messageId: vote.pollId, voter, voterLid: event.voterLid };
    return q.storeVote(tx, { ...row, options: event.selectedOptions, votedAt: vote.timestamp }, event);
  });
  if (stored) wakeUps.eventsCommitted();
}

/** The poll's options with the votes each has now; null when the payload holds no poll. */
export async function pollTally(
  db: Queryable,
  messageId: string,
  payload: Record<string, unknown> | null,
): Promise<PollTally | null> {
  const content = pollContentOf(payload);
  if (!content) return null;
  const votes = await q.votesOf(db, messageId);
  const counted = votes.filter((v) => v.options.length > 0);
  return {
    name: content.name,
    multipleAnswers: content.multipleAnswers,
    options: content.options.map((name) => ({
      name,
      votes: counted.filter((v) => v.options.includes(name)).length,
    })),
    voters: counted.length,
  };
}
