import {
  ErrorResponseSchema,
  SendAcceptedSchema,
  SendContactRequestSchema,
  SendLocationRequestSchema,
  SendMediaRequestSchema,
  SendReactionRequestSchema,
  SendTextRequestSchema,
} from '@chatgate/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type ApiToken, requireActiveToken } from '../../http/api-key-guard';
import type { RateLimiter } from '../../http/rate-limit';
import { idempotent } from '../messages/idempotency';
import { enqueue, messagesQueued, type QueuedContent } from '../messages/messages.service';
import { checkMedia } from './media';

export interface SendDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
}

const responses = {
  202: SendAcceptedSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
/** Media may travel inline as a base64 data URL of up to 16 MB. */
const MEDIA_BODY_LIMIT = 23 * 1024 * 1024;

/** The customer's send calls: accepted (202) only once the message is committed to the queue. */
export const sendRoutes: FastifyPluginAsyncZod<SendDeps> = async (app, { db, config, limiter }) => {
  app.addHook('onRequest', app.requireApiKey);

  async function accept(request: FastifyRequest, reply: FastifyReply, content: QueuedContent) {
    const token = request.apiToken as ApiToken;
    requireActiveToken(token);
    limiter.take(token.id);
    const key = request.headers['idempotency-key'];
    const validity = token.messageValiditySeconds ?? config.MESSAGE_VALIDITY_SECONDS;
    const answer = await idempotent(
      db,
      token.id,
      typeof key === 'string' ? key : undefined,
      [request.url.split('?')[0], content],
      async (tx) => {
        const row = await enqueue(tx, token.id, content, validity || null);
        return { statusCode: 202, body: { id: row.id, status: 'queued' } };
      },
    );
    messagesQueued();
    return reply.status(answer.statusCode).send(answer.body);
  }

  const meta = { tags: ['messages'], security: [{ apiKey: [] }], response: responses };

  app.post('/send/text', { schema: { ...meta, body: SendTextRequestSchema } }, async (request, reply) => {
    const { body } = request;
    return accept(request, reply, { kind: 'text', to: body.to, body: body.body, quotedId: body.quotedId });
  });

  app.post(
    '/send/media',
    { bodyLimit: MEDIA_BODY_LIMIT, schema: { ...meta, body: SendMediaRequestSchema } },
    async (request, reply) => {
      const { body } = request;
      checkMedia(body.type, body.media);
      return accept(request, reply, {
        kind: 'media',
        to: body.to,
        mediaType: body.type,
        media: body.media,
        caption: body.caption,
        fileName: body.fileName,
        quotedId: body.quotedId,
      });
    },
  );

  app.post(
    '/send/location',
    { schema: { ...meta, body: SendLocationRequestSchema } },
    async (request, reply) => accept(request, reply, { kind: 'location', ...request.body }),
  );

  app.post(
    '/send/contact',
    { schema: { ...meta, body: SendContactRequestSchema } },
    async (request, reply) => {
      const { to, contact } = request.body;
      return accept(request, reply, { kind: 'contact', to, name: contact.name, phone: contact.phone });
    },
  );

  app.post(
    '/send/reaction',
    { schema: { ...meta, body: SendReactionRequestSchema } },
    async (request, reply) => accept(request, reply, { kind: 'reaction', ...request.body }),
  );
};
