import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chats, contacts, messages } from '../../db/schema';

export type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

/** Where a page of GET /chats starts: after the chat with this activity time and id. */
export interface ChatPosition {
  activityAt: Date;
  chatId: string;
}

/** The columns a chats call may set; the others follow the messages (trigger messages_chats). */
export type ChatPatch = Partial<
  Pick<ChatRow, 'name' | 'archived' | 'pinned' | 'muted' | 'mutedUntil' | 'unreadCount'>
> & { deleted?: true };

/**
 * The last message's preview as it is now: an edited text shows its new start, one deleted for
 * everyone shows nothing (the trigger keeps the text it arrived with).
 */
const currentPreview = sql<string | null>`coalesce(
  (select case when m.revoked_at is not null then '' else left(m.body, 200) end
   from ${messages} m where m.id = ${chats.lastMessageId}),
  ${chats.lastPreview})`;

/**
 * The chat's name as it is now (decision 0026 addendum): a group's subject as the phone reported
 * it; for a person, the contact's saved name, else push name, else null, read from contacts by
 * the chat id (a number's row, else a row holding the LID) so it never goes stale. The columns
 * are named with their table: drizzle leaves a one-table select's own columns bare.
 */
const currentName = sql<string | null>`case when ${chats.isGroup} then ${chats.name} else coalesce(
  (select coalesce(ct.saved_name, ct.push_name) from ${contacts} ct
    where ct.instance_id = chats.instance_id and ct.id = chats.chat_id),
  (select coalesce(ct.saved_name, ct.push_name) from ${contacts} ct
    where ct.instance_id = chats.instance_id and ct.lid = chats.chat_id)) end`;

const columns = {
  instanceId: chats.instanceId,
  chatId: chats.chatId,
  name: currentName.as('name'),
  isGroup: chats.isGroup,
  lastMessageId: chats.lastMessageId,
  lastDirection: chats.lastDirection,
  lastType: chats.lastType,
  lastPreview: currentPreview.as('last_preview'),
  lastAt: chats.lastAt,
  activityAt: chats.activityAt,
  unreadCount: chats.unreadCount,
  archived: chats.archived,
  pinned: chats.pinned,
  muted: chats.muted,
  mutedUntil: chats.mutedUntil,
  archivedChangedAt: chats.archivedChangedAt,
  pinnedChangedAt: chats.pinnedChangedAt,
  mutedChangedAt: chats.mutedChangedAt,
  clearedSeq: chats.clearedSeq,
  deletedAt: chats.deletedAt,
  updatedAt: chats.updatedAt,
};

/** The token's chats (not deleted), newest activity first, after `after` when given. */
export function listChats(
  db: Queryable,
  insid: string,
  after: ChatPosition | null,
  archived: boolean | undefined,
  limit: number,
): Promise<ChatRow[]> {
  return db
    .select(columns)
    .from(chats)
    .where(
      and(
        eq(chats.instanceId, insid),
        isNull(chats.deletedAt),
        archived === undefined ? undefined : eq(chats.archived, archived),
        after
          ? sql`(${chats.activityAt}, ${chats.chatId}) < (${after.activityAt.toISOString()}::timestamptz, ${after.chatId})`
          : undefined,
      ),
    )
    .orderBy(sql`${chats.activityAt} desc nulls last`, sql`${chats.chatId} desc nulls last`)
    .limit(limit);
}

/** The current names (see currentName) of the token's chats among `chatIds`, by chat id; one query. */
export async function chatNames(
  db: Queryable,
  insid: string,
  chatIds: string[],
): Promise<Array<{ chatId: string; name: string | null }>> {
  if (chatIds.length === 0) return [];
  return db
    .select({ chatId: chats.chatId, name: currentName })
    .from(chats)
    .where(and(eq(chats.instanceId, insid), inArray(chats.chatId, chatIds)));
}

/** The token's chat, deleted ones included (undefined when it never had it). */
export async function findChat(db: Queryable, insid: string, chatId: string): Promise<ChatRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(chats)
    .where(and(eq(chats.instanceId, insid), eq(chats.chatId, chatId)));
  return row;
}

/** The chat's messages since it was last cleared, both directions, newest first, older than `before`. */
export function chatMessages(
  db: Queryable,
  chat: Pick<ChatRow, 'instanceId' | 'chatId' | 'clearedSeq'>,
  before: number | null,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.instanceId, chat.instanceId),
        eq(messages.remote, chat.chatId),
        gt(messages.queueSeq, chat.clearedSeq),
        before === null ? undefined : lt(messages.queueSeq, before),
      ),
    )
    .orderBy(desc(messages.queueSeq))
    .limit(limit);
}

/** The chat's newest message in the messages table, with what an engine needs to name it. */
export async function newestMessage(db: Queryable, insid: string, chatId: string, clearedSeq: number) {
  const [row] = await db
    .select({
      id: messages.id,
      direction: messages.direction,
      payload: messages.payload,
      createdAt: messages.createdAt,
      queueSeq: messages.queueSeq,
    })
    .from(messages)
    .where(
      and(eq(messages.instanceId, insid), eq(messages.remote, chatId), gt(messages.queueSeq, clearedSeq)),
    )
    .orderBy(desc(messages.queueSeq))
    .limit(1);
  return row;
}

/** When each of the chat's settings last changed (null: never), by its setting's name. */
export interface SettingTimes {
  archived: Date | null;
  pinned: Date | null;
  muted: Date | null;
}

/** The column keeping when each setting last changed. */
const changedAtColumn = {
  archived: 'archivedChangedAt',
  pinned: 'pinnedChangedAt',
  muted: 'mutedChangedAt',
} as const satisfies Record<keyof SettingTimes, keyof ChatRow>;

/**
 * When the token's chat's settings last changed, the row locked until the transaction ends so
 * the change written after it is measured against them; undefined when the token has no such chat.
 */
export async function lockedSettingTimes(
  tx: Queryable,
  insid: string,
  chatId: string,
): Promise<SettingTimes | undefined> {
  const [row] = await tx
    .select({ archived: chats.archivedChangedAt, pinned: chats.pinnedChangedAt, muted: chats.mutedChangedAt })
    .from(chats)
    .where(and(eq(chats.instanceId, insid), eq(chats.chatId, chatId)))
    .for('update');
  return row;
}

/** `a is distinct from b` for a column and a value: whether setting it changes the row. */
const differs = (column: unknown, value: unknown) => sql`${column} is distinct from ${value}`;

/**
 * Sets what changed of the token's chat, with when the settings in `changed` changed (kept only
 * when something changed); answers the row as it is now, or undefined when nothing
 * changed or the token has no such chat (the phone's app state names chats the token never wrote
 * in: they are not made chats here, so a first link does not flood the list and the webhooks). A delete clears
 * the chat: its messages so far are no longer its own, its unread count is 0, and it leaves the
 * list until a new message arrives.
 */
export async function patchChat(
  db: Queryable,
  insid: string,
  chatId: string,
  patch: ChatPatch,
  changed: Partial<SettingTimes> = {},
): Promise<ChatRow | undefined> {
  const { deleted, ...fields } = patch;
  const set: Record<string, unknown> = { ...fields, updatedAt: sql`now()` };
  for (const [setting, at] of Object.entries(changed))
    set[changedAtColumn[setting as keyof SettingTimes]] = at;
  const changes = Object.entries(fields).map(([key, value]) =>
    differs(chats[key as keyof typeof fields], value instanceof Date ? value.toISOString() : value),
  );
  if (deleted) {
    Object.assign(set, {
      deletedAt: sql`now()`,
      unreadCount: 0,
      lastMessageId: null,
      lastDirection: null,
      lastType: null,
      lastPreview: null,
      lastAt: null,
      clearedSeq: sql`coalesce((select max(${messages.queueSeq}) from ${messages}
        where ${messages.instanceId} = ${insid} and ${messages.remote} = ${chatId}), ${chats.clearedSeq})`,
    });
    changes.push(sql`${chats.deletedAt} is null`);
  }
  if (changes.length === 0) return undefined;
  const [row] = await db
    .update(chats)
    .set(set)
    .where(and(eq(chats.instanceId, insid), eq(chats.chatId, chatId), sql.join(changes, sql` or `)))
    .returning({ chatId: chats.chatId });
  return row ? findChat(db, insid, chatId) : undefined;
}

/**
 * Locks the token's event counter before a chats row, in the order every insert into messages
 * takes them (its events first, then the trigger's chats), so a chat change beside a send waits
 * rather than deadlocks.
 */
export async function lockTokenEvents(tx: Queryable, insid: string): Promise<void> {
  await tx.execute(sql`select id from instances where id = ${insid} for no key update`);
}

/**
 * A group's chat is made when the token's phone is in a new group (WhatsApp lists it at once),
 * named by its subject; answers whether that made the chat.
 */
export async function makeGroupChat(db: Queryable, insid: string, groupId: string, subject: string) {
  const result = await db.execute(sql`
    insert into chats (instance_id, chat_id, name, is_group, activity_at)
    values (${insid}, ${groupId}, ${subject}, true, date_trunc('milliseconds', now()))
    on conflict (instance_id, chat_id) do nothing`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * Stores a message the linked phone typed itself as one of the token's sent messages (once: the
 * engine's id of it is kept), so the chat's messages show it as the phone does. Not queued, and
 * `sent_at` stays empty: it cost nothing of the API's per-contact limit. Answers the row stored,
 * undefined when it was stored already (or the token is gone).
 */
export async function storePhoneMessage(
  db: Queryable,
  insid: string,
  chatId: string,
  written: { id: string; type: string; preview: string; timestamp: Date },
): Promise<MessageRow | undefined> {
  const at = written.timestamp.toISOString();
  const stored = await db.execute<{ id: string }>(sql`
    with live_tokens as (select i.id from instances i where i.id = ${insid} for key share)
    insert into messages (id, instance_id, direction, remote, type, body, payload, status, created_at,
                          updated_at, send_after)
    select ${written.id}::uuid, t.id, 'out', ${chatId}, ${written.type}, ${written.preview},
           '{"fromPhone": true}'::jsonb, 'sent', ${at}::timestamptz, now(), ${at}::timestamptz
    from live_tokens t
    on conflict (id) do nothing
    returning id`);
  if (stored.rows.length === 0) return undefined;
  const [row] = await db.select().from(messages).where(eq(messages.id, written.id));
  return row;
}

/**
 * A message the linked phone itself wrote (not through the API, so not in the messages table)
 * becomes the chat's last one unless a newer one is there; writing in a chat reads it.
 */
export async function phoneWrote(
  db: Queryable,
  insid: string,
  chatId: string,
  isGroup: boolean,
  last: { id: string; type: string; preview: string; timestamp: Date },
): Promise<void> {
  const at = last.timestamp.toISOString();
  await db.execute(sql`
    insert into chats as c (instance_id, chat_id, is_group, last_message_id, last_direction, last_type,
      last_preview, last_at, activity_at)
    values (${insid}, ${chatId}, ${isGroup}, ${last.id}, 'out', ${last.type}, ${last.preview.slice(0, 200)},
      ${at}, date_trunc('milliseconds', ${at}::timestamptz))
    on conflict (instance_id, chat_id) do update set
      last_message_id = excluded.last_message_id, last_direction = 'out', last_type = excluded.last_type,
      last_preview = excluded.last_preview, last_at = excluded.last_at,
      activity_at = greatest(c.activity_at, excluded.activity_at), unread_count = 0,
      deleted_at = null, updated_at = now()
    where c.last_at is null or c.last_at <= excluded.last_at`);
}
