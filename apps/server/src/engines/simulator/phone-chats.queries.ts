import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sqlArray } from '../../db/sql-array';
import type { PhoneVote } from './phone-message-content';
import type { NetworkPhone } from './simulator.queries';

/** A message as one phone sees it. */
export interface PhoneMessageRow {
  id: string;
  /** The contact's number, the group id or the channel id. */
  chat: string;
  kind: 'contact' | 'group' | 'channel';
  fromMe: boolean;
  author: string;
  body: string;
  status: string;
  /** The message it replies to, in a chat with a contact. */
  quotedId: string | null;
  /** The id of the token's message it is a copy of (its row in `messages`), when a token sent it. */
  sentId: string;
  forwarded: boolean;
  edited: boolean;
  revoked: boolean;
  /** What the phone itself sent beyond text (a poll, a sticker), as a token's payload holds it. */
  content: Record<string, unknown> | null;
  createdAt: Date;
}

export interface ChatTitleRow {
  id: string;
  kind: 'group' | 'channel';
  title: string;
}

/**
 * The phone's latest messages, newest first, read from the rows already there: what it received
 * or typed (its own rows), what others received from it or it typed to them (their rows, by
 * peer), one row per group message it sent (its members' copies share the token's message id
 * and their receipts), and its channel posts. Sending writes nothing for this.
 */
export async function phoneHistory(
  db: Queryable,
  at: NetworkPhone,
  limit: number,
): Promise<PhoneMessageRow[]> {
  const { accountId, phone } = at;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select * from (
      (select id, coalesce(group_id, peer) as chat,
              case when group_id is null then 'contact' else 'group' end as kind,
              direction = 'out' as from_me,
              case direction when 'out' then phone else peer end as author,
              body, status, quoted_id, coalesce(source_id, id) as sent_id, forwarded,
              edited_at is not null as edited, revoked_at is not null as revoked, content, created_at
         from sim_messages where account_id = ${accountId} and phone = ${phone}
         order by created_at desc limit ${limit})
      union all
      (select id, phone, 'contact', direction = 'in', case direction when 'in' then peer else phone end,
              body, status, quoted_id, id, forwarded, edited_at is not null, revoked_at is not null, content,
              created_at
         from sim_messages
        where account_id = ${accountId} and peer = ${phone} and group_id is null and phone <> ${phone}
         order by created_at desc limit ${limit})
      union all
      (select distinct on (created_at, source_id) source_id, group_id, 'group', true, peer,
              body, status, null::uuid, source_id, forwarded, edited_at is not null, revoked_at is not null,
              content, created_at
         from sim_messages
        where account_id = ${accountId} and peer = ${phone} and group_id is not null and direction = 'in'
         order by created_at desc, source_id limit ${limit})
      union all
      (select p.id, p.channel_id, 'channel', true, c.owner_phone, p.body, 'sent', null::uuid, p.id, false, false, false,
              null::jsonb, p.created_at
         from sim_channel_posts p join sim_channels c on c.id = p.channel_id
        where c.account_id = ${accountId} and c.owner_phone = ${phone}
        order by p.created_at desc limit ${limit})
    ) as history
    order by created_at desc, id desc limit ${limit}`);
  return rows.map((r) => ({
    id: String(r.id),
    chat: String(r.chat),
    kind: r.kind as PhoneMessageRow['kind'],
    fromMe: Boolean(r.from_me),
    author: String(r.author),
    body: String(r.body),
    status: String(r.status),
    quotedId: r.quoted_id ? String(r.quoted_id) : null,
    sentId: String(r.sent_id),
    forwarded: Boolean(r.forwarded),
    edited: Boolean(r.edited),
    revoked: Boolean(r.revoked),
    content: (r.content as Record<string, unknown> | null) ?? null,
    createdAt: new Date(r.created_at as string),
  }));
}

/** The names of the phone's groups (those it is in, and these it has messages of) and its channels. */
export async function chatTitles(
  db: Queryable,
  at: NetworkPhone,
  groupIds: string[],
): Promise<ChatTitleRow[]> {
  const { accountId, phone } = at;
  const { rows } = await db.execute<{ id: string; kind: 'group' | 'channel'; title: string }>(sql`
    select id, 'group' as kind, subject as title from sim_groups
     where account_id = ${accountId}
       and (id = any(${sqlArray(groupIds)}::text[])
            or id in (select group_id from sim_group_members where account_id = ${accountId} and phone = ${phone}))
    union all
    select id, 'channel', name from sim_channels where account_id = ${accountId} and owner_phone = ${phone}
    order by kind desc, title`);
  return rows;
}

/** What the tokens' messages of these ids hold beyond text (media, location, contact), by id. */
export async function sentPayloads(
  db: Queryable,
  ids: string[],
): Promise<Map<string, Record<string, unknown>>> {
  const { rows } = await db.execute<{ id: string; payload: Record<string, unknown> }>(sql`
    select id, payload from messages
     where id = any(${sqlArray(ids)}::uuid[]) and direction = 'out'
       and payload->>'kind' in ('media', 'location', 'contact', 'poll', 'sticker')`);
  return new Map(rows.map((r) => [r.id, r.payload]));
}

/**
 * The id of the token's message that the phone's message `id` (as its chats list it) is a copy
 * of: one the phone received, sent through its token, or posted in its channel; undefined when
 * the phone has no such message.
 */
export async function sentIdOf(db: Queryable, at: NetworkPhone, id: string): Promise<string | undefined> {
  const { accountId, phone } = at;
  const { rows } = await db.execute<{ sent_id: string }>(sql`
    select coalesce(source_id, id) as sent_id from sim_messages
     where account_id = ${accountId}
       and ((id = ${id} and (phone = ${phone} or peer = ${phone})) or (source_id = ${id} and peer = ${phone}))
    union all
    select p.id from sim_channel_posts p join sim_channels c on c.id = p.channel_id
     where p.id = ${id} and c.account_id = ${accountId} and c.owner_phone = ${phone}
    limit 1`);
  return rows[0]?.sent_id;
}

/** Every voter's current choice on these polls (by the token's message ids), by poll. */
export async function pollVotesOf(db: Queryable, ids: string[]): Promise<Map<string, PhoneVote[]>> {
  const byPoll = new Map<string, PhoneVote[]>();
  if (ids.length === 0) return byPoll;
  const { rows } = await db.execute<{ message_id: string; voter: string; options: string[] }>(sql`
    select message_id::text, voter, options from poll_votes
     where message_id = any(${sqlArray(ids)}::uuid[]) and jsonb_array_length(options) > 0`);
  for (const r of rows) byPoll.set(r.message_id, [...(byPoll.get(r.message_id) ?? []), r]);
  return byPoll;
}

/**
 * A poll the phone received (its message `id` as its chats list it, in a chat or a group): the
 * id of the sender's message, the sender's phone and the poll; undefined for any other message.
 */
export async function receivedPoll(db: Queryable, at: NetworkPhone, id: string) {
  const { rows } = await db.execute<{ sent_id: string; peer: string; content: Record<string, unknown> }>(sql`
    select coalesce(source_id, id)::text as sent_id, peer, content from sim_messages
     where account_id = ${at.accountId} and phone = ${at.phone} and id = ${id}
       and direction = 'in' and content->>'kind' = 'poll'`);
  return rows[0];
}

/** What the phone's own message `id` holds beyond text (a sticker, a poll), for the phone or its contact. */
export async function phoneSentContent(db: Queryable, at: NetworkPhone, id: string) {
  const { rows } = await db.execute<{ content: Record<string, unknown> | null }>(sql`
    select content from sim_messages
     where account_id = ${at.accountId} and id = ${id} and (phone = ${at.phone} or peer = ${at.phone})
     limit 1`);
  return rows[0]?.content ?? undefined;
}
