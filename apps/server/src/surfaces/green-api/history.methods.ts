import type { MessageView } from '@chatgate/contracts';
import {
  GreenApiChatHistoryRequestSchema,
  GreenApiGetMessageRequestSchema,
  GreenApiLastMessagesQuerySchema,
  GreenApiMessageListSchema,
  GreenApiMessageSchema,
  MessagingMessages,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { chatMessagesPage } from '../../modules/chats/chats.service';
import { messagesSince, tokenMessageView } from '../../modules/messages/token-messages.service';
import { ourChatId } from './chat-ids';
import type { GreenApiDeps } from './green-api-surface';
import { instanceDataOf } from './instance-data';
import { messageContextOf } from './message-context';
import { greenApiMessage } from './message-data';
import { methodPath, methodSchema, tokenOf } from './method';

/** Most messages lastIncomingMessages / lastOutgoingMessages answer. */
const LAST_MESSAGES_MAX = 1000;

/** Green-API's reading of messages: one by id, a chat's history, the last received and sent. */
export const historyMethods: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  const { db } = deps;
  const contextDeps = { db, publicUrl: deps.config.publicUrl };
  /** The messages in Green-API's shape, with their senders' names and keyless file links. */
  const greenMessages = async (insid: string, views: MessageView[]) => {
    const context = await messageContextOf(contextDeps, await instanceDataOf(db, insid), views);
    return views.map((view) => greenApiMessage(view, context));
  };

  app.post(
    methodPath('getMessage'),
    {
      schema: {
        ...methodSchema('getMessage', { summary: 'Get a message of a chat', answer: GreenApiMessageSchema }),
        body: GreenApiGetMessageRequestSchema,
      },
    },
    async (request) => {
      const insid = tokenOf(request).id;
      const view = await tokenMessageView(db, insid, request.body.idMessage);
      if (view.chatId !== ourChatId(request.body.chatId)) throw notFound(MessagingMessages.messageNotFound);
      const [message] = await greenMessages(insid, [view]);
      return message as NonNullable<typeof message>;
    },
  );

  app.post(
    methodPath('getChatHistory'),
    {
      schema: {
        ...methodSchema('getChatHistory', {
          summary: 'Get the history of a chat, newest first',
          answer: GreenApiMessageListSchema,
        }),
        body: GreenApiChatHistoryRequestSchema,
      },
    },
    async (request) => {
      const insid = tokenOf(request).id;
      const { chatId, count } = request.body;
      const page = await chatMessagesPage(db, insid, ourChatId(chatId), { limit: count });
      return greenMessages(insid, page.result);
    },
  );

  for (const [method, direction, summary] of [
    ['lastIncomingMessages', 'in', 'Get the messages received lately'],
    ['lastOutgoingMessages', 'out', 'Get the messages sent lately'],
  ] as const) {
    app.get(
      methodPath(method),
      {
        schema: {
          ...methodSchema(method, { summary, answer: GreenApiMessageListSchema }),
          querystring: GreenApiLastMessagesQuerySchema,
        },
      },
      async (request) => {
        const insid = tokenOf(request).id;
        const since = new Date(Date.now() - request.query.minutes * 60_000);
        return greenMessages(insid, await messagesSince(db, insid, direction, since, LAST_MESSAGES_MAX));
      },
    );
  }
};
