import { MessagingMessages } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { fileAnswer } from '../../http/file-responses';
import { refOfLink } from './media-links';
import type { MediaStore } from './media-store';
import { sendStoredMedia } from './send-stored-media';

const LinkParamsSchema = z.object({
  link: z
    .string()
    .max(100)
    .meta({
      description: 'The file’s sha256 and our signature of it',
      examples: ['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.Xk2pQ9rT'],
    }),
  name: z
    .string()
    .max(300)
    .meta({ examples: ['invoice.pdf'] }),
});

/**
 * Media links (Green-API's urlFile and downloadUrl): a stored file for anyone holding its signed
 * link, typed by its bytes and sent as an attachment that is never sniffed, as received media is.
 */
export const mediaLinkRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaStore }> = async (app, deps) => {
  app.get(
    '/api/v1/media/:link/:name',
    {
      schema: {
        tags: ['green-api'],
        operationId: 'downloadMediaLink',
        summary: 'Download a file by its link',
        description:
          'The file behind a `urlFile` (uploadFile, sendFileByUpload) or a `downloadUrl` (downloadFile). The link is its own authorization: no key.',
        security: [],
        params: LinkParamsSchema,
        response: {
          200: fileAnswer('The file as an attachment, typed by its content'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const ref = await refOfLink(deps.db, request.params.link);
      if (!ref) throw notFound(MessagingMessages.mediaGone);
      return sendStoredMedia(reply, deps.media, { ref, fileName: request.params.name }, 'file');
    },
  );
};
