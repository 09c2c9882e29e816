import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { MessageIdParamsSchema, MessagingMessages } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { ApiToken } from '../../http/api-key-guard';
import { notFound } from '../../http/app-error';
import { attachmentDisposition } from '../../http/content-disposition';
import { errorResponses } from '../../http/error-responses';
import type { MediaStore } from '../media/media-store';
import type { StoredFile } from '../messages/message-view';
import { tokenMessage } from '../messages/messages.service';

export interface ReceivedMediaDeps {
  db: Db;
  media: MediaStore;
}

/** A file someone sent the token (a photo, a voice note, a document), for the token's own key only. */
export const receivedMediaRoutes: FastifyPluginAsyncZod<ReceivedMediaDeps> = async (app, { db, media }) => {
  app.addHook('onRequest', app.requireApiKey);

  app.get(
    '/messages/:id/media',
    {
      schema: {
        tags: ['messages'],
        description: 'Downloads the file of a received message (its `media.url`).',
        params: MessageIdParamsSchema,
        response: {
          200: z.unknown().describe('The file, with its type and name'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const row = await tokenMessage(db, (request.apiToken as ApiToken).id, request.params.id);
      const file = row.payload?.file as StoredFile | undefined;
      const path = file && media.pathOf(file.ref);
      if (!file || !path) throw notFound(MessagingMessages.noMedia);
      const size = await stat(path).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) throw notFound(MessagingMessages.mediaGone);
      const name = file.fileName ?? `${row.id}.${file.mimeType.split('/')[1]?.split(/[;+]/)[0] ?? 'bin'}`;
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', size)
        .header('content-disposition', attachmentDisposition(name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .send(createReadStream(path));
    },
  );
};
