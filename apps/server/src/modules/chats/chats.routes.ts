import {
  ChatIdParamsSchema,
  ChatListQuerySchema,
  ChatListResponseSchema,
  ChatMessagesQuerySchema,
  ChatMessagesResponseSchema,
  ChatViewSchema,
  MuteChatRequestSchema,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChatChange } from '../../engines/operations/chats';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { countedAfter, countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { type ChatDeps, chatMessagesPage, chatView, listChatsPage, modifyChat } from './chats.service';

const tags = ['messages'];
const reading = errorResponses(400, 401, 403, 404, 429);
const changing = errorResponses(400, 401, 402, 403, 404, 409, 429, 501);
const tokenOf = (request: FastifyRequest) => request.apiToken as ApiToken;

/** The plain changes of a chat: one call each, no body. */
const SIMPLE_CHANGES = [
  { action: 'archive', operationId: 'archiveChat', summary: 'Archive a chat' },
  { action: 'unarchive', operationId: 'unarchiveChat', summary: 'Unarchive a chat' },
  { action: 'pin', operationId: 'pinChat', summary: 'Pin a chat' },
  { action: 'unpin', operationId: 'unpinChat', summary: 'Unpin a chat' },
  { action: 'unmute', operationId: 'unmuteChat', summary: 'Unmute a chat' },
] as const;

/**
 * The token's chats (decision 0026): the list, a chat's messages, and archiving, pinning,
 * muting and deleting one on the linked phone. Every call counts against the key's rate limit;
 * the changes act on the phone, so they need the token active (402, uncounted) like a send.
 */
export const chatsRoutes: FastifyPluginAsyncZod<ChatDeps & WithLimiter> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  const acting = countedAfter([requireActiveToken], deps.limiter, tokenKey);
  const counted = countedBy(deps.limiter, tokenKey);

  app.get(
    '/chats',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'listChats',
        summary: 'List chats',
        description:
          'The token’s chats, newest activity first: each with its last message, unread count and whether it is archived, pinned or muted. `archived=true` lists only archived chats, `false` only the others.',
        querystring: ChatListQuerySchema,
        response: { 200: ChatListResponseSchema, ...reading },
      },
    },
    async (request) => {
      return listChatsPage(deps.db, tokenOf(request).id, request.query);
    },
  );

  app.get(
    '/chats/:chatId',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'getChat',
        summary: 'Get a chat',
        description:
          'One chat of the token, as GET /chats lists it: a person’s chat is named by the contact’s saved name, else push name (null when neither is known), a group by its subject. 404 for a chat the token does not have or deleted.',
        params: ChatIdParamsSchema,
        response: { 200: ChatViewSchema, ...reading },
      },
    },
    async (request) => chatView(deps.db, tokenOf(request).id, request.params.chatId),
  );

  app.get(
    '/chats/:chatId/messages',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'listChatMessages',
        summary: 'List a chat’s messages',
        description:
          'The messages of one chat, sent and received, newest first (since the chat was last deleted). 404 for a chat the token does not have.',
        params: ChatIdParamsSchema,
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatMessagesResponseSchema, ...reading },
      },
    },
    async (request) => {
      return chatMessagesPage(deps.db, tokenOf(request).id, request.params.chatId, request.query);
    },
  );

  const changed = (request: FastifyRequest & { params: { chatId: string } }, change: ChatChange) =>
    modifyChat(deps, tokenOf(request).id, request.params.chatId, change);

  for (const { action, operationId, summary } of SIMPLE_CHANGES) {
    app.post(
      `/chats/:chatId/${action}`,
      {
        ...acting,
        schema: {
          tags,
          operationId,
          summary,
          description: `${summary} on the token’s linked phone (as WhatsApp does it there) and in GET /chats; \`chat.updated\` is sent when it changed.`,
          params: ChatIdParamsSchema,
          response: { 200: ChatViewSchema, ...changing },
        },
      },
      async (request) => changed(request, { action }),
    );
  }

  app.post(
    '/chats/:chatId/mute',
    {
      ...acting,
      schema: {
        tags,
        operationId: 'muteChat',
        summary: 'Mute a chat',
        description:
          'Mutes the chat’s notifications on the linked phone until `until` (ISO 8601, in the future), or for ever without it; `chat.updated` is sent.',
        params: ChatIdParamsSchema,
        body: MuteChatRequestSchema.nullish(),
        response: { 200: ChatViewSchema, ...changing },
      },
    },
    async (request) => {
      const until = request.body?.until;
      return changed(request, { action: 'mute', until: until ? new Date(until) : null });
    },
  );

  app.delete(
    '/chats/:chatId',
    {
      ...acting,
      schema: {
        tags,
        operationId: 'deleteChat',
        summary: 'Delete a chat',
        description:
          'Deletes the chat on the linked phone (its messages there go with it) and from GET /chats; `chat.updated` is sent with `deleted: true`. The messages stay in GET /messages; a new message brings the chat back, empty before it.',
        params: ChatIdParamsSchema,
        response: { 200: ChatViewSchema, ...changing },
      },
    },
    async (request) => changed(request, { action: 'delete' }),
  );
};
