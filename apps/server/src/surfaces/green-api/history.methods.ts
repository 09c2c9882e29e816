import {
  GreenApiChatHistoryRequestSchema,
  GreenApiGetMessageRequestSchema,
  GreenApiLastMessagesQuerySchema,
  GreenApiMessageListSchema,
  GreenApiMessageSchema,
  MessagingMessages,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ApiToken } from '../../http/api-key-guard';
import { notFound } from '../../http/app-error';
import { chatMessagesPage } from '../../modules/chats/chats.service';
import { messagesSince, tokenMessageView } from '../../modules/messages/token-messages.service';
import { ourChatId } from './chat-ids';
import { instanceDataOf } from './instance-data';
import { greenApiMessage } from './message-data';
import { methodPath, methodSchema } from './method';

/** Most messages lastIncomingMessages / lastOutgoingMessages answer. */
const LAST_MESSAGES_MAX = 1000;

/** Green-API's reading of messages: one by id, a chat's history, the last received and sent. */
export const historyMethods: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tokenOf = (request: { apiToken: ApiToken | null }) => (request.apiToken as ApiToken).id;
  const widOf = async (insid: string) => (await instanceDataOf(db, insid)).wid;

  app.post(
    methodPath('getMessage'),
    {
      schema: {
        ...methodSchema('getMessage', { summary: 'Get a message of a chat', answer: GreenApiMessageSchema }),
        body: GreenApiGetMessageRequestSchema,
      },
    },
    async (request) => {
      const insid = tokenOf(request);
      const view = await tokenMessageView(db, insid, request.body.idMessage);
      if (view.chatId !== ourChatId(request.body.chatId)) throw notFound(MessagingMessages.messageNotFound);
      return greenApiMessage(view, await widOf(insid));
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
      const insid = tokenOf(request);
      const { chatId, count } = request.body;
      const page = await chatMessagesPage(db, insid, ourChatId(chatId), { limit: count });
      const wid = await widOf(insid);
      return page.result.map((view) => greenApiMessage(view, wid));
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
        const insid = tokenOf(request);
        const since = new Date(Date.now() - request.query.minutes * 60_000);
        const views = await messagesSince(db, insid, direction, since, LAST_MESSAGES_MAX);
        const wid = await widOf(insid);
        return views.map((view) => greenApiMessage(view, wid));
      },
    );
  }
};
