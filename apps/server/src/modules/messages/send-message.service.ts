import { MessagingMessages } from '@chatgate/contracts';
import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/client';
import type { ApiToken } from '../../http/api-key-guard';
import { type AppError, unauthorized } from '../../http/app-error';
import { recipientFor } from '../contacts/contacts.service';
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
  // A LID the token can map goes to the number (unless it answers a message of the LID's chat);
  // a blocked person is refused (409).
  const to = await recipientFor(db, token, given.to);
  const answers = given.quotedId !== undefined || given.kind === 'reaction';
  if (to !== given.to && !answers) given = { ...given, to };
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
 * records what it queued in that same transaction. Their ids in the order given (null: the token
 * is gone); call `committed()` once the transaction has committed, to wake the sender.
 */
export async function sendMessagesIn(
  { wakeUps }: Pick<SendDeps, 'wakeUps'>,
  tx: Queryable,
  token: Pick<Sender, 'id'>,
  contents: QueuedContent[],
  validitySeconds: number | null,
): Promise<{ ids: Array<string | null>; committed: () => void }> {
  for (const content of contents) await checkReferencedMessages(tx, token.id, content);
  const { ids, deliveries } = await enqueueMany(
    tx,
    contents.map((content) => ({ insid: token.id, content, validitySeconds })),
  );
  return { ids, committed: () => wakeUps.messagesQueued([token.id], deliveries) };
}
