import {
  GreenApiDeleteStatusRequestSchema,
  GreenApiEmptySchema,
  GreenApiMediaStatusRequestSchema,
  GreenApiStatusSentSchema,
  GreenApiTextStatusRequestSchema,
  mimeTypeOfPath,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActiveToken } from '../../http/api-key-guard';
import { badRequest } from '../../http/app-error';
import { checkMedia } from '../../modules/messages/media-check';
import { deleteStatus, postStatus } from '../../modules/messages/status.service';
import type { GreenApiDeps } from './green-api-surface';
import { methodPath, methodSchema, tokenOf } from './method';
import { greenApiIdempotency } from './send';

/** Whether Green-API's file is an image or a video status, by its file name. */
function statusTypeOf(fileName: string): 'image' | 'video' {
  const type = mimeTypeOfPath(fileName)?.split('/')[0];
  if (type === 'image' || type === 'video') return type;
  throw badRequest(
    'sendMediaStatus takes an image or a video: fileName must end in .jpg, .png, .mp4 or the like',
  );
}

/**
 * Green-API's statuses (stories) over the status service: a post is a send (queued, paced, an
 * active token), `idMessage` our message id, which deleteStatus takes back.
 */
export const statusesMethods: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  const active = { preHandler: requireActiveToken };
  const allowPrivate = deps.config.WEBHOOK_ALLOW_PRIVATE ?? false;

  app.post(
    methodPath('sendTextStatus'),
    {
      ...active,
      schema: {
        ...methodSchema('sendTextStatus', {
          summary: 'Post a text status',
          description:
            'Shown to participants or, without them, to every contact; font by number (0 to 5) or Green-API name.',
          answer: GreenApiStatusSentSchema,
        }),
        body: GreenApiTextStatusRequestSchema,
      },
    },
    async (request) => {
      const { message, backgroundColor, font, participants } = request.body;
      const content = { statusType: 'text' as const, body: message, backgroundColor, font: font ?? 0 };
      const { id } = await postStatus(deps, tokenOf(request), content, participants, {
        idempotency: greenApiIdempotency(request),
      });
      return { idMessage: id };
    },
  );

  app.post(
    methodPath('sendMediaStatus'),
    {
      ...active,
      schema: {
        ...methodSchema('sendMediaStatus', {
          summary: 'Post an image or video status',
          description: 'The file by its https URL (urlFile); fileName tells an image from a video.',
          answer: GreenApiStatusSentSchema,
        }),
        body: GreenApiMediaStatusRequestSchema,
      },
    },
    async (request) => {
      const { urlFile, fileName, caption, participants } = request.body;
      const statusType = statusTypeOf(fileName);
      const checked = checkMedia(statusType, urlFile, allowPrivate);
      if (checked.kind !== 'url') throw badRequest('urlFile must be the URL of the file');
      const content = { statusType, media: checked.url, ...(caption ? { caption } : {}) };
      const { id } = await postStatus(deps, tokenOf(request), content, participants, {
        idempotency: greenApiIdempotency(request),
      });
      return { idMessage: id };
    },
  );

  app.post(
    methodPath('deleteStatus'),
    {
      schema: {
        ...methodSchema('deleteStatus', {
          summary: 'Delete a status',
          description:
            "Taken back from its recipients' phones within its 24 hours; a queued one is cancelled.",
          answer: GreenApiEmptySchema,
        }),
        body: GreenApiDeleteStatusRequestSchema,
      },
    },
    async (request) => {
      await deleteStatus(deps, tokenOf(request).id, request.body.idMessage);
      return {};
    },
  );
};
