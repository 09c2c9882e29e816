import { SANDBOX_PHONE_HISTORY, type SandboxChat } from '@chatgate/contracts';
import type { Queryable } from '../../db/client';
import {
  type ChatTitleRow,
  chatTitles,
  type PhoneMessageRow,
  phoneHistory,
  pollVotesOf,
  sentPayloads,
} from './phone-chats.queries';
import { addGroupNotices } from './phone-group-notices';
import { type PhoneVote, phoneMessageContent } from './phone-message-content';
import type { NetworkPhone } from './simulator.queries';

/**
 * The messages in chats, as a phone lists them: the chat with the latest message first, each
 * chat oldest first, each message with what its token message holds beyond text (`payloads`, by
 * its id); groups and channels without messages after them, in the order given.
 */
export function toChats(
  history: PhoneMessageRow[],
  titles: ChatTitleRow[],
  payloads: Map<string, Record<string, unknown>>,
  votes: Map<string, PhoneVote[]> = new Map(),
  phone = '',
): SandboxChat[] {
  const names = new Map(titles.map((t) => [t.id, t.title]));
  const byId = new Map(history.map((m) => [m.id, m]));
  const quotedOf = (id: string | null) => {
    if (!id) return null;
    const quoted = byId.get(id);
    return { id, author: quoted?.author ?? null, body: quoted?.body ?? null };
  };
  // A phone votes on polls a token sent it: those have the token's payload.
  const contentOf = (m: PhoneMessageRow) => {
    const sent = payloads.get(m.sentId);
    const payload = sent ?? m.content;
    const reader = { phone, canVote: !m.fromMe && sent !== undefined };
    return payload ? phoneMessageContent(payload, reader, votes.get(m.sentId)) : null;
  };
  const chats = new Map<string, SandboxChat>();
  // Newest first: a chat's place is that of its latest message.
  for (const m of history) {
    let chat = chats.get(m.chat);
    if (!chat) {
      chat = { id: m.chat, kind: m.kind, title: names.get(m.chat) ?? m.chat, messages: [] };
      chats.set(m.chat, chat);
    }
    chat.messages.push({
      id: m.id,
      fromMe: m.fromMe,
      author: m.author,
      body: m.body,
      status: m.status,
      quoted: quotedOf(m.quotedId),
      content: m.revoked ? null : contentOf(m),
      edited: m.edited,
      revoked: m.revoked,
      forwarded: m.forwarded,
      createdAt: m.createdAt.toISOString(),
    });
  }
  for (const chat of chats.values()) chat.messages.reverse();
  for (const t of titles) {
    if (!chats.has(t.id)) chats.set(t.id, { id: t.id, kind: t.kind, title: t.title, messages: [] });
  }
  return [...chats.values()];
}

/** The phone's chats: its latest messages, both directions, with its groups and channels. */
export async function phoneChats(db: Queryable, at: NetworkPhone): Promise<SandboxChat[]> {
  const history = await phoneHistory(db, at, SANDBOX_PHONE_HISTORY);
  const groupIds = [...new Set(history.filter((m) => m.kind === 'group').map((m) => m.chat))];
  const [titles, payloads] = await Promise.all([
    chatTitles(db, at, groupIds),
    sentPayloads(
      db,
      history.map((m) => m.sentId),
    ),
  ]);
  const polls = history.filter((m) => (payloads.get(m.sentId) ?? m.content)?.kind === 'poll');
  const votes = await pollVotesOf(
    db,
    polls.map((m) => m.sentId),
  );
  return addGroupNotices(db, at, toChats(history, titles, payloads, votes, at.phone));
}
