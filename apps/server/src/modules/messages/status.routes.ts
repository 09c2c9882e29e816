import {
  MessageViewSchema,
  PostMediaStatusRequestSchema,
  PostTextStatusRequestSchema,
  SendAcceptedSchema,
  StatusIdParamsSchema,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { countedAfter, countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { MEDIA_BODY_LIMIT } from '../../http/server-options';
import type { MediaStore } from '../media/media-store';
import { idempotencyOf } from './http-send';
import { checkMedia } from './media-check';
import type { MessageChangeDeps } from './message-changes.service';
import { toMessageView } from './message-view';
import type { SendDeps } from './send-message.service';
import { deleteStatus, postStatus } from './status.service';

const tags = ['statuses'];
const tokenOf = (request: FastifyRequest) => request.apiToken as ApiToken;
const posted = {
  202: SendAcceptedSchema,
  ...errorResponses(400, 401, 402, 403, 409, 413, 415, 422, 429, 501),
};

/**
 * Statuses (stories): post a text or a file to the token's contacts, delete one. A post is a
 * send (202, queued, Idempotency-Key) of a message of type `status`; GET /messages/{id} shows it.
 */
export const statusRoutes: FastifyPluginAsyncZod<
  SendDeps &
    MessageChangeDeps & { config: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE'>; media: MediaStore } & WithLimiter
> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  const acting = countedAfter([requireActiveToken], deps.limiter, tokenKey);

  app.post(
    '/status/text',
    {
      ...acting,
      schema: {
        tags,
        operationId: 'postTextStatus',
        summary: 'Post a text status',
        description:
          'Posts a status (story) of text on a background colour, shown to `recipients` or, without them, to every contact (every number the token has messaged or heard from). Queued and answered as a send; `status.viewed` arrives as contacts open it.',
        body: PostTextStatusRequestSchema,
        response: posted,
        idempotent: true,
      },
    },
    async (request, reply) => {
      const { body, backgroundColor, font, recipients } = request.body;
      const content = { statusType: 'text' as const, body, backgroundColor, font };
      const answer = await postStatus(deps, tokenOf(request), content, recipients, {
        idempotency: idempotencyOf(request),
      });
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/status/media',
    {
      ...acting,
      bodyLimit: MEDIA_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'postMediaStatus',
        summary: 'Post an image or video status',
        description:
          'Posts an image or a video, with an optional caption, as a status: the file as /send/media takes it (an https URL or a base64 data URL).',
        body: PostMediaStatusRequestSchema,
        response: posted,
        idempotent: true,
      },
    },
    async (request, reply) => {
      const { type, media, caption, recipients } = request.body;
      const checked = checkMedia(type, media, deps.config.WEBHOOK_ALLOW_PRIVATE ?? false);
      const content = { statusType: type, media, ...(caption ? { caption } : {}) };
      const idempotency = idempotencyOf(request);
      if (checked.kind === 'url') {
        const answer = await postStatus(
          deps,
          tokenOf(request),
          { ...content, media: checked.url },
          recipients,
          {
            idempotency,
          },
        );
        return reply.status(202).send(answer);
      }
      // Inline media is stored in a file (not in the message row) once the call is allowed.
      const answer = await postStatus(deps, tokenOf(request), content, recipients, {
        idempotency,
        prepare: async (given) => ({
          ...given,
          media: await deps.media.save(checked.bytes),
          mimeType: checked.mimeType,
          size: checked.bytes.length,
        }),
      });
      return reply.status(202).send(answer);
    },
  );

  app.delete(
    '/status/:id',
    {
      ...countedBy(deps.limiter, tokenKey),
      schema: {
        tags,
        operationId: 'deleteStatus',
        summary: 'Delete a status',
        description:
          'A queued status is cancelled; a posted one is taken back from its recipients’ phones within its 24 hours (409 later), with a `message.revoked` event.',
        params: StatusIdParamsSchema,
        response: { 200: MessageViewSchema, ...errorResponses(401, 403, 404, 409, 429, 501) },
      },
    },
    async (request) => toMessageView(await deleteStatus(deps, tokenOf(request).id, request.params.id)),
  );
};
