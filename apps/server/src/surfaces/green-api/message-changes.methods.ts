import {
  GreenApiClearedQueueSchema,
  GreenApiDeleteMessageSchema,
  GreenApiDownloadFileSchema,
  GreenApiDownloadUrlSchema,
  GreenApiEditMessageSchema,
  GreenApiEmptyAnswerSchema,
  GreenApiMessageChangeMessages,
  GreenApiMessagesQueueSchema,
  GreenApiReadChatAnswerSchema,
  GreenApiReadChatSchema,
  GreenApiSentSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActiveToken } from '../../http/api-key-guard';
import { badRequest } from '../../http/app-error';
import { deleteMessage, editSentMessage } from '../../modules/messages/message-changes.service';
import { cancelQueue, queuePage } from '../../modules/messages/queue.service';
import { markChatRead } from '../../modules/messages/read-receipts.service';
import { tokenMessage } from '../../modules/messages/token-messages.service';
import { fileLinkOf } from './file-links';
import type { GreenApiDeps } from './green-api-surface';
import { methodPath, methodSchema, tokenOf } from './method';
import { greenApiQueuedMessage } from './queue-view';

/** Green-API lists the first 500 messages of the queue. */
const QUEUE_LISTED = 500;

const acting = { preHandler: requireActiveToken };

/**
 * Green-API's methods on the token's messages over the same services as /api/v1: edit, delete,
 * read receipts, the send queue, a file's link. Editing and reading act for the token, so they need
 * it active, as their /api/v1 routes do; deleting and the queue work on any token.
 */
export const messageChangeMethods: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  const { db, config } = deps;

  app.post(
    methodPath('editMessage'),
    {
      ...acting,
      schema: methodSchema('editMessage', {
        summary: 'Edit a text message you sent',
        description: 'Within 15 minutes of its sending (409 later); the recipient sees it marked edited.',
        body: GreenApiEditMessageSchema,
        answer: GreenApiSentSchema,
      }),
    },
    async (request) => {
      const { idMessage, message } = request.body;
      const edited = await editSentMessage(deps, tokenOf(request).id, idMessage, message);
      return { idMessage: edited.id };
    },
  );

  app.post(
    methodPath('deleteMessage'),
    {
      schema: methodSchema('deleteMessage', {
        summary: 'Delete a message for everyone',
        description:
          'A queued message is cancelled; a sent one is deleted for everyone within 2 days. Answers an empty body. `onlySenderDelete: true` (delete for me) is not supported (400).',
        body: GreenApiDeleteMessageSchema,
        answer: GreenApiEmptyAnswerSchema,
      }),
    },
    async (request, reply) => {
      const { idMessage, onlySenderDelete } = request.body;
      if (onlySenderDelete) throw badRequest(GreenApiMessageChangeMessages.onlySenderDelete);
      await deleteMessage(deps, tokenOf(request).id, idMessage);
      // Green-API answers an empty body; a string is sent as it is, not serialized.
      return reply.status(200).send('' as never);
    },
  );

  app.post(
    methodPath('readChat'),
    {
      ...acting,
      schema: methodSchema('readChat', {
        summary: 'Mark a chat read',
        description:
          'Marks the chat’s received messages read (up to `idMessage`, else all) and sends read receipts.',
        body: GreenApiReadChatSchema,
        answer: GreenApiReadChatAnswerSchema,
      }),
    },
    async (request) => {
      const { chatId, idMessage } = request.body;
      await markChatRead(deps, request.log, tokenOf(request), chatId, idMessage);
      return { setRead: true };
    },
  );

  app.get(
    methodPath('showMessagesQueue'),
    {
      schema: methodSchema('showMessagesQueue', {
        summary: 'List the send queue',
        description: 'The first 500 queued messages, next to go first.',
        answer: GreenApiMessagesQueueSchema,
      }),
    },
    async (request) => {
      const page = await queuePage(db, tokenOf(request).id, null, QUEUE_LISTED);
      return page.rows.map(greenApiQueuedMessage);
    },
  );

  app.get(
    methodPath('clearMessagesQueue'),
    {
      schema: methodSchema('clearMessagesQueue', {
        summary: 'Clear the send queue',
        description: 'Cancels every queued message (each fails with the reason "cancelled").',
        answer: GreenApiClearedQueueSchema,
      }),
    },
    async (request) => {
      await cancelQueue(deps, tokenOf(request).id);
      return { isCleared: true };
    },
  );

  app.post(
    methodPath('downloadFile'),
    {
      schema: methodSchema('downloadFile', {
        summary: 'Get the link of a message’s file',
        description:
          'For a received or sent file: a `downloadUrl` on this server (or the https URL it was sent from) that needs no key.',
        body: GreenApiDownloadFileSchema,
        answer: GreenApiDownloadUrlSchema,
      }),
    },
    async (request) => {
      const row = await tokenMessage(db, tokenOf(request).id, request.body.idMessage);
      const downloadUrl = await fileLinkOf(db, config.publicUrl, row);
      if (!downloadUrl) throw badRequest(GreenApiMessageChangeMessages.noFile);
      return { downloadUrl };
    },
  );
};
