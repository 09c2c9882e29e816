import {
  SendAcceptedSchema,
  SendContactRequestSchema,
  SendLocationRequestSchema,
  SendMediaBodyStylesSchema,
  SendMediaRequestSchema,
  SendPollRequestSchema,
  SendReactionRequestSchema,
  SendStickerRequestSchema,
  SendTextBodyStylesSchema,
  SendTextRequestSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { limitRoutes, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { MEDIA_BODY_LIMIT } from '../../http/server-options';
import type { MediaStore } from '../media/media-store';
import { httpSend } from './http-send';
import { checkMedia } from './media-check';
import type { QueuedContent } from './outbound-queue.service';
import type { SendDeps } from './send-message.service';
import { checkSticker, inlineStickerWebp } from './sticker-check';

const responses = {
  202: SendAcceptedSchema,
  // 409: the person is blocked.
  ...errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 422, 429),
};

/** The customer's send calls: accepted (202) only once the message is committed to the queue. */
export const sendRoutes: FastifyPluginAsyncZod<
  SendDeps & { config: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE'>; media: MediaStore } & WithLimiter
> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  app.addHook('preHandler', requireActiveToken);
  limitRoutes(app, deps.limiter, tokenKey);

  const accept = httpSend(deps);

  const meta = { tags: ['messages'], response: responses, idempotent: true };

  app.post(
    '/send/text',
    {
      schema: {
        operationId: 'sendText',
        summary: 'Send a text message',
        ...meta,
        body: SendTextRequestSchema,
        bodyStyles: SendTextBodyStylesSchema,
      },
    },
    async (request, reply) => {
      const { body } = request;
      return accept(request, reply, { kind: 'text', to: body.to, body: body.body, quotedId: body.quotedId });
    },
  );

  app.post(
    '/send/media',
    {
      bodyLimit: MEDIA_BODY_LIMIT,
      schema: {
        operationId: 'sendMedia',
        summary: 'Send an image, audio, video, document or archive',
        description:
          'The file as an https URL or a base64 data URL (`media`), typed by `type` (document when absent).',
        ...meta,
        body: SendMediaRequestSchema,
        bodyStyles: SendMediaBodyStylesSchema,
      },
    },
    async (request, reply) => {
      const { body } = request;
      const media = checkMedia(body.type, body.media, deps.config.WEBHOOK_ALLOW_PRIVATE ?? false);
      const given: QueuedContent = {
        kind: 'media',
        to: body.to,
        mediaType: body.type,
        media: body.media,
        caption: body.caption,
        fileName: body.fileName,
        quotedId: body.quotedId,
      };
      if (media.kind === 'url') return accept(request, reply, { ...given, media: media.url });
      // Inline media is stored in a file (not in the message row) once the call is allowed.
      return accept(request, reply, given, async (content) => ({
        ...content,
        media: await deps.media.save(media.bytes),
        mimeType: media.mimeType,
        size: media.bytes.length,
      }));
    },
  );

  app.post(
    '/send/location',
    {
      schema: {
        operationId: 'sendLocation',
        summary: 'Send a location',
        ...meta,
        body: SendLocationRequestSchema,
      },
    },
    async (request, reply) => accept(request, reply, { kind: 'location', ...request.body }),
  );

  app.post(
    '/send/contact',
    {
      schema: {
        operationId: 'sendContact',
        summary: 'Send a contact card',
        ...meta,
        body: SendContactRequestSchema,
      },
    },
    async (request, reply) => {
      const { to, contact } = request.body;
      return accept(request, reply, { kind: 'contact', to, name: contact.name, phone: contact.phone });
    },
  );

  app.post(
    '/send/reaction',
    {
      schema: {
        operationId: 'sendReaction',
        summary: 'React to a message',
        description: 'One emoji on a message of the chat; an empty `emoji` removes the reaction sent before.',
        ...meta,
        body: SendReactionRequestSchema,
      },
    },
    async (request, reply) => accept(request, reply, { kind: 'reaction', ...request.body }),
  );

  app.post(
    '/send/poll',
    {
      schema: {
        ...meta,
        operationId: 'sendPoll',
        summary: 'Send a poll',
        body: SendPollRequestSchema,
      },
    },
    async (request, reply) => accept(request, reply, { kind: 'poll', ...request.body }),
  );

  app.post(
    '/send/sticker',
    {
      bodyLimit: MEDIA_BODY_LIMIT,
      schema: {
        ...meta,
        operationId: 'sendSticker',
        summary: 'Send a sticker',
        body: SendStickerRequestSchema,
      },
    },
    async (request, reply) => {
      const { to, media } = request.body;
      const checked = checkSticker(media, deps.config.WEBHOOK_ALLOW_PRIVATE ?? false);
      if (checked.kind === 'url') return accept(request, reply, { kind: 'sticker', to, media: checked.url });
      // Converted and stored once the call is allowed; the same file converts to the same bytes.
      return accept(request, reply, { kind: 'sticker', to, media }, async () => {
        const webp = await inlineStickerWebp(checked.bytes);
        return {
          kind: 'sticker',
          to,
          media: await deps.media.save(webp),
          mimeType: 'image/webp',
          size: webp.length,
        };
      });
    },
  );
};
