import { MessageIdParamsSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ApiToken } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { fileAnswer } from '../../http/file-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import type { MediaStore } from '../media/media-store';
import { sendStoredMedia } from '../media/send-stored-media';
import type { StoredFile } from './message-view';
import { tokenMessage } from './token-messages.service';

export interface ReceivedMediaDeps {
  db: Db;
  media: MediaStore;
}

/** A file someone sent the token (a photo, a voice note, a document), for the token's own key only. */
export const receivedMediaRoutes: FastifyPluginAsyncZod<ReceivedMediaDeps> = async (app, { db, media }) => {
  guardEveryRoute(app, app.requireApiKey);

  app.get(
    '/messages/:id/media',
    {
      schema: {
        operationId: 'downloadMessageMedia',
        summary: 'Download the file of a received message',
        tags: ['messages'],
        description: 'Downloads the file of a received message (its `media.url`).',
        params: MessageIdParamsSchema,
        response: {
          200: fileAnswer('The file as an attachment, typed by its content, not by the sender'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const row = await tokenMessage(db, (request.apiToken as ApiToken).id, request.params.id);
      const file = row.payload?.file as StoredFile | undefined;
      return sendStoredMedia(reply, media, file, row.id);
    },
  );
};
