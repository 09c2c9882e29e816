import {
  GreenApiSendFileByUploadFieldsSchema,
  GreenApiSendFileByUrlSchema,
  GreenApiSendingMessages,
  GreenApiSentFileSchema,
  GreenApiSentSchema,
  GreenApiUploadedFileSchema,
  MAX_MEDIA_BYTES,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActiveToken } from '../../http/api-key-guard';
import { badRequest } from '../../http/app-error';
import { ANY_FILE, FILE_BODY } from '../../http/file-responses';
import { mediaLinkOf, storedMediaOfUrl } from '../../modules/media/media-links';
import { createMediaStore } from '../../modules/media/media-store';
import { checkMedia } from '../../modules/messages/media-check';
import type { QueuedContent } from '../../modules/messages/outbound-queue.service';
import {
  acceptMultipart,
  cleanOriginalName,
  parseFormFields,
  readMultipart,
} from '../../modules/uploads/uploads.service';
import { checkedBytes, checkedStoredFile, mediaTypeOfUrl, nameOfUnnamed } from './file-media';
import type { GreenApiDeps } from './green-api-surface';
import { methodPath, methodSchema } from './method';
import { greenApiSend } from './send';

/** A file of up to 16 MB travels as the raw body of uploadFile. */
const UPLOAD_BODY_LIMIT = MAX_MEDIA_BYTES + 1024;

function urlOf(value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'https:') throw badRequest(GreenApiSendingMessages.urlFileInvalid);
  return url;
}

/**
 * Green-API's file methods. sendFileByUrl takes an https URL the engine fetches when sending, or
 * a urlFile this server answered (uploadFile, sendFileByUpload), which names a stored file and is
 * sent from it. Files are kept in the media store, as /send/media keeps inline files.
 */
export const fileSendingMethods: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  const { db, config } = deps;
  const media = createMediaStore(config.mediaDir);
  const send = greenApiSend(deps);
  const linkOf = (ref: string, fileName: string) => mediaLinkOf(db, config.publicUrl, ref, fileName);
  app.addHook('preHandler', requireActiveToken);

  app.post(
    methodPath('sendFileByUrl'),
    {
      schema: methodSchema('sendFileByUrl', {
        summary: 'Send a file by its URL',
        description:
          'Queues an image, video, audio or document (by the type `fileName` names) from an https `urlFile`, or from a `urlFile` uploadFile answered.',
        body: GreenApiSendFileByUrlSchema,
        answer: GreenApiSentSchema,
      }),
    },
    async (request) => {
      const { chatId, urlFile, fileName, caption, quotedMessageId } = request.body;
      const given = { kind: 'media', to: chatId, caption, fileName, quotedId: quotedMessageId } as const;
      const stored = await storedMediaOfUrl(db, media, config.publicUrl, urlFile);
      if (stored) {
        const file = await checkedStoredFile(media.pathOf(stored.ref) as string, fileName, stored.size);
        return send(request, { ...given, ...file, media: stored.ref });
      }
      const mediaType = mediaTypeOfUrl(fileName, urlOf(urlFile));
      const checked = checkMedia(mediaType, urlFile, config.WEBHOOK_ALLOW_PRIVATE ?? false);
      return send(request, { ...given, mediaType, media: checked.kind === 'url' ? checked.url : urlFile });
    },
  );

  await app.register(async (upload) => {
    await acceptMultipart(upload);
    upload.post(
      methodPath('sendFileByUpload'),
      {
        schema: methodSchema('sendFileByUpload', {
          summary: 'Send a file by uploading it',
          description:
            'A multipart form: `file`, `chatId`, and optionally `fileName`, `caption` and `quotedMessageId`. Answers the queued message and a `urlFile` that sendFileByUrl takes again.',
          answer: GreenApiSentFileSchema,
        }),
      },
      async (request) => {
        const { fields, files } = await readMultipart(request);
        const upload = files.file;
        if (!upload) throw badRequest(GreenApiSendingMessages.fileRequired);
        const body = parseFormFields(GreenApiSendFileByUploadFieldsSchema, fields);
        const fileName =
          body.fileName || cleanOriginalName(upload.filename, await nameOfUnnamed(upload.buffer, undefined));
        const file = await checkedBytes(upload.buffer, fileName);
        let ref = '';
        const given: QueuedContent = {
          kind: 'media',
          to: body.chatId,
          mediaType: file.mediaType,
          media: 'upload',
          caption: body.caption,
          fileName,
          quotedId: body.quotedMessageId,
        };
        const sent = await send(request, given, async (content) => {
          ref = await media.save(upload.buffer);
          return { ...content, media: ref, mimeType: file.mimeType, size: file.size } as QueuedContent;
        });
        return { ...sent, urlFile: (await linkOf(ref, fileName)) as string };
      },
    );
  });

  await app.register(async (raw) => {
    // The file is the whole body, in its own type (the client sends the file's MIME type).
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      methodPath('uploadFile'),
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          ...methodSchema('uploadFile', {
            summary: 'Upload a file to send later',
            description:
              'The body is the file itself, with its type as Content-Type (and its name in GA-Filename, optionally). Answers a `urlFile` on this server that sendFileByUrl takes, as often as needed.',
            body: z.unknown().describe('The file’s bytes'),
            answer: GreenApiUploadedFileSchema,
          }),
          consumes: [...ANY_FILE],
          bodyStyles: FILE_BODY,
        },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const said = request.headers['content-type'];
        const named = request.headers['ga-filename'];
        const fileName =
          typeof named === 'string' && named.trim()
            ? cleanOriginalName(named, 'file')
            : await nameOfUnnamed(bytes, said);
        await checkedBytes(bytes, fileName, said);
        return { urlFile: (await linkOf(await media.save(bytes), fileName)) as string };
      },
    );
  });
};
