import { MessagingMessages } from '@chatgate/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ApiToken } from '../../http/api-key-guard';
import { unauthorized } from '../../http/app-error';
import type { MediaStore } from '../media/media-store';
import { type Answer, idempotent } from './idempotency';
import { enqueue, type QueuedContent, type QueuedMessage } from './outbound-queue.service';
import { messagesQueued } from './outbound-signal';
import { checkReferencedMessages } from './referenced-messages';
import { sendBatcherFor } from './send-batcher';

export interface SendDeps {
  db: Db;
  config: Config;
  media: MediaStore;
}

const accepted = (id: string | null): Answer => {
  // The token was deleted between authentication and commit: its key no longer opens anything.
  if (!id) throw unauthorized(MessagingMessages.invalidKey);
  return { statusCode: 202, body: { id, status: 'queued' } };
};

/**
 * Queues a message for the caller's token and answers 202 `{id, status: "queued"}` only once it
 * is committed. Every send call (to a contact, a group or a channel) goes through here. Calls
 * without an Idempotency-Key are committed together with concurrent ones (group commit).
 */
export function sendAcceptor({ db, config }: SendDeps) {
  const batcher = sendBatcherFor(db);
  /** `prepare` turns `given` into what is queued, run only once the call is allowed (e.g. to store media). */
  return async function acceptSend(
    request: FastifyRequest,
    reply: FastifyReply,
    given: QueuedContent,
    prepare?: (given: QueuedContent) => Promise<QueuedContent>,
  ) {
    // Found active by the route's rate limiter (activeTokenKey), which runs before the handler.
    const token = request.apiToken as ApiToken;
    await checkReferencedMessages(db, token.id, given);
    const content = prepare ? await prepare(given) : given;
    const validity = token.messageValiditySeconds ?? config.MESSAGE_VALIDITY_SECONDS;
    const message: QueuedMessage = { insid: token.id, content, validitySeconds: validity || null };
    const key = request.headers['idempotency-key'];
    let answer: Answer;
    if (typeof key === 'string') {
      let deliveries = 0;
      answer = await idempotent(db, token.id, key, [request.url.split('?')[0], content], async (tx) => {
        const queued = await enqueue(tx, message);
        deliveries = queued.deliveries;
        return accepted(queued.id);
      });
      messagesQueued([token.id], deliveries);
    } else {
      answer = accepted(await batcher.submit(message));
    }
    return reply.status(answer.statusCode).send(answer.body);
  };
}
