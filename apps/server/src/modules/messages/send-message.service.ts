import { MessagingMessages } from '@chatgate/contracts';
import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/client';
import type { ApiToken } from '../../http/api-key-guard';
import { type AppError, conflict, unauthorized } from '../../http/app-error';
import { recipientOf } from '../contacts/contacts.service';
import type { WakeUps } from '../events/wake-ups';
import { idempotent } from './idempotency';
import { enqueue, enqueueMany, type QueuedContent, type QueuedMessage } from './outbound-queue.service';
import { checkReferencedMessages } from './referenced-messages';
import type { SendBatcher } from './send-batcher';

export interface SendDeps {
  db: Db;
  config: Pick<Config, 'MESSAGE_VALIDITY_SECONDS'>;
  sendBatcher: SendBatcher;
  wakeUps: WakeUps;
}

/** The token a message is sent for, as the send service needs it (an API caller's, or a stored token row). */
export type Sender = Pick<ApiToken, 'id' | 'messageValiditySeconds' | 'blocksContacts'>;

/** The answer to an accepted send: the message is committed to the token's queue. */
export interface SendAccepted {
  id: string;
  status: 'queued';
}

/** A caller's Idempotency-Key, and what else a repeat must match besides the content (the call's path). */
export interface IdempotencyKey {
  key: string;
  scope: string;
}

export interface SendOptions {
  idempotency?: IdempotencyKey;
  /** Turns the given content into what is queued, run only once the call is allowed (e.g. to store media). */
  prepare?: (given: QueuedContent) => Promise<QueuedContent>;
  /** 'token' (the default): the token's message validity, else the server's. 'none': it waits until sent. */
  validity?: 'token' | 'none';
  /** What a token deleted before the commit answers: by default 401, as its key opens nothing now. */
  tokenGone?: () => AppError;
}

/** How long a token's messages may wait to be sent (spec 9): its own setting, else the server's; 0 is no limit. */
export const messageValidityOf = (token: Sender, config: SendDeps['config']): number =>
  token.messageValiditySeconds ?? config.MESSAGE_VALIDITY_SECONDS;

/** The validity a message of `token` is queued with: null when it has no limit. */
export const queueValidityOf = (token: Sender, config: SendDeps['config']): number | null =>
  messageValidityOf(token, config) || null;

const invalidKey = () => unauthorized(MessagingMessages.invalidKey);

/**
 * The content as it is sent, or why it may not be (recipientOf: the one rule of every send, single
 * and bulk): a LID the token can map goes to the number, unless the content answers a message of
 * the LID's chat; a blocked person is refused.
 */
async function routedContent(
  db: Queryable,
  token: Pick<Sender, 'id' | 'blocksContacts'>,
  given: QueuedContent,
): Promise<QueuedContent | { refused: string }> {
  const recipient = await recipientOf(db, token, given.to);
  if (recipient.refused !== undefined) return { refused: recipient.refused };
  const answers = given.quotedId !== undefined || given.kind === 'reaction';
  return recipient.to !== given.to && !answers ? { ...given, to: recipient.to } : given;
}

/**
 * Queues a message for `token` and answers once it is committed. Every single send goes through
 * here: the API's calls (to a contact, a group or a channel) and the dashboard's test message. The
 * caller has found the token allowed to send. Without an Idempotency-Key the message is committed
 * together with concurrent ones (group commit); with one, in its own transaction that claims the
 * key, so a repeat gets the first answer (422 when its content or scope differs).
 */
export async function sendMessage(
  deps: SendDeps,
  token: Sender,
  given: QueuedContent,
  options: SendOptions = {},
): Promise<SendAccepted> {
  const { db } = deps;
  const routed = await routedContent(db, token, given);
  if ('refused' in routed) throw conflict(routed.refused);
  given = routed;
  await checkReferencedMessages(db, token.id, given);
  const content = options.prepare ? await options.prepare(given) : given;
  const validitySeconds = options.validity === 'none' ? null : queueValidityOf(token, deps.config);
  const message: QueuedMessage = { insid: token.id, content, validitySeconds };
  const accepted = (id: string | null): SendAccepted => {
    if (!id) throw (options.tokenGone ?? invalidKey)();
    return { id, status: 'queued' };
  };
  if (!options.idempotency) return accepted(await deps.sendBatcher.submit(message));
  const { key, scope } = options.idempotency;
  let deliveries = 0;
  const answer = await idempotent(db, token.id, key, [scope, content], async (tx) => {
    const queued = await enqueue(tx, message);
    deliveries = queued.deliveries;
    return { statusCode: 202, body: accepted(queued.id) };
  });
  deps.wakeUps.messagesQueued([token.id], deliveries);
  return answer.body as SendAccepted;
}

/**
 * Queues many messages of one token in the caller's transaction, so a bulk send (Google Sheets)
 * records what it queued in that same transaction. Each content passes the rule of every send
 * (routedContent): one refused (a blocked person) is not queued, its id null and `refused` its
 * reason, as POST /send/* words it. Otherwise an id null means the token is gone. Call
 * `committed()` once the transaction has committed, to wake the sender.
 */
export async function sendMessagesIn(
  { wakeUps }: Pick<SendDeps, 'wakeUps'>,
  tx: Queryable,
  token: Pick<Sender, 'id' | 'blocksContacts'>,
  contents: QueuedContent[],
  validitySeconds: number | null,
): Promise<{ ids: Array<string | null>; refused: Array<string | null>; committed: () => void }> {
  const routed: Array<QueuedContent | { refused: string }> = [];
  for (const content of contents) routed.push(await routedContent(tx, token, content));
  const sendable = routed.filter((r): r is QueuedContent => !('refused' in r));
  for (const content of sendable) await checkReferencedMessages(tx, token.id, content);
  const queued = await enqueueMany(
    tx,
    sendable.map((content) => ({ insid: token.id, content, validitySeconds })),
  );
  let next = 0;
  const ids = routed.map((r) => ('refused' in r ? null : (queued.ids[next++] ?? null)));
  const refused = routed.map((r) => ('refused' in r ? r.refused : null));
  return { ids, refused, committed: () => wakeUps.messagesQueued([token.id], queued.deliveries) };
}
