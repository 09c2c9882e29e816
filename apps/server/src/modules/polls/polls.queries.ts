import type { PollVoteEvent } from '@chatgate/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { messages, pollVotes } from '../../db/schema';
import { appendEvent } from '../events/events.queries';

export interface StoredVote {
  insid: string;
  messageId: string;
  voter: string;
  voterLid: string | null;
  options: string[];
  votedAt: Date;
}

/** The token's poll message with this id: its chat, direction and payload; undefined for any other. */
export async function pollMessage(db: Queryable, insid: string, messageId: string) {
  const [row] = await db
    .select({ remote: messages.remote, direction: messages.direction, payload: messages.payload })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.instanceId, insid), eq(messages.type, 'poll')));
  return row;
}

/**
 * Stores the voter's choice in place of their earlier one, with its poll.vote event, in one
 * transaction. A vote older than the one stored (WhatsApp may deliver late) changes nothing.
 */
export async function storeVote(db: Queryable, vote: StoredVote, event: PollVoteEvent): Promise<boolean> {
  const stored = await db
    .insert(pollVotes)
    .values({
      instanceId: vote.insid,
      messageId: vote.messageId,
      voter: vote.voter,
      voterLid: vote.voterLid,
      options: vote.options,
      votedAt: vote.votedAt,
    })
    .onConflictDoUpdate({
      target: [pollVotes.messageId, pollVotes.voter],
      set: {
        options: sql`excluded.options`,
        voterLid: sql`coalesce(excluded.voter_lid, ${pollVotes.voterLid})`,
        votedAt: sql`excluded.voted_at`,
      },
      setWhere: sql`${pollVotes.votedAt} <= excluded.voted_at`,
    })
    .returning({ voter: pollVotes.voter });
  if (stored.length === 0) return false;
  await appendEvent(db, vote.insid, 'poll.vote', event);
  return true;
}

/** Every voter's current choice on the poll. */
export async function votesOf(db: Queryable, messageId: string) {
  return db
    .select({ voter: pollVotes.voter, options: pollVotes.options })
    .from(pollVotes)
    .where(eq(pollVotes.messageId, messageId));
}
