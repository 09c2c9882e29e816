import {
  type ContactDetail,
  GreenApiAvatarBodyStylesSchema,
  GreenApiAvatarRequestSchema,
  GreenApiAvatarSchema,
  GreenApiChatRequestSchema,
  GreenApiChatsSchema,
  GreenApiContactInfoSchema,
  GreenApiContactsSchema,
  GreenApiEmptySchema,
  isGroupId,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChatChange } from '../../engines/operations/chats';
import type { ApiToken } from '../../http/api-key-guard';
import { AppError } from '../../http/app-error';
import { toChatView } from '../../modules/chats/chat-view';
import { listChatsPage, modifyChat, tokenChat } from '../../modules/chats/chats.service';
import { contactDetail, contactsPage } from '../../modules/contacts/contacts.service';
import { readProfile } from '../../modules/instances/profile.service';
import { greenChatId, unixSeconds } from './chat-ids';
import type { GreenApiDeps } from './green-api-surface';
import { methodPath, methodSchema } from './method';

const insidOf = (request: FastifyRequest) => (request.apiToken as ApiToken).id;
/** getContacts and getChats answer whole lists, as Green-API does: read in pages up to this many. */
const LIST_CAP = 5000;
const PAGE = 500;

/** null for a 404 (a person or chat the token does not know), any other error as it is. */
const unlessMissing = <T>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });

/**
 * Green-API's contacts and chats methods over the contacts and chats services: the list of
 * contacts and chats, one contact's card, an avatar, archiving a chat.
 */
export const contactsMethods: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  const detailOf = (insid: string, id: string): Promise<ContactDetail | null> =>
    unlessMissing(contactDetail(deps, insid, id, deps.config.publicUrl));

  app.get(
    methodPath('getContacts'),
    {
      schema: methodSchema('getContacts', {
        summary: 'List the contacts',
        description: `The people the token knows of (at most ${LIST_CAP}), in the order it learnt them.`,
        answer: GreenApiContactsSchema,
      }),
    },
    async (request) => {
      const insid = insidOf(request);
      const rows = [];
      let after = 0;
      while (rows.length < LIST_CAP) {
        const page = await contactsPage(deps.db, insid, after, PAGE);
        rows.push(...page);
        if (page.length < PAGE) break;
        after = page[page.length - 1]?.seq ?? after;
      }
      return rows.slice(0, LIST_CAP).map((row) => ({
        id: greenChatId(row.id),
        name: row.pushName ?? '',
        contactName: row.savedName ?? '',
        type: 'user' as const,
      }));
    },
  );

  app.post(
    methodPath('getContactInfo'),
    {
      schema: {
        ...methodSchema('getContactInfo', {
          summary: "Get a contact's card",
          description:
            'Names, about text and picture, and the chat: 404 for a person the token does not know.',
          answer: GreenApiContactInfoSchema,
        }),
        body: GreenApiChatRequestSchema,
      },
    },
    async (request) => {
      const insid = insidOf(request);
      const { chatId } = request.body;
      const contact = await contactDetail(deps, insid, chatId, deps.config.publicUrl);
      const chatRow = await unlessMissing(tokenChat(deps.db, insid, contact.number ?? contact.id));
      const chat = chatRow ? toChatView(chatRow) : null;
      return {
        avatar: contact.pictureUrl ?? '',
        name: contact.pushName ?? '',
        contactName: contact.savedName ?? '',
        email: '',
        category: '',
        description: contact.about ?? '',
        products: [],
        chatId: greenChatId(contact.id),
        lastSeen: null,
        isArchive: chat?.archived ?? false,
        isDisabled: false,
        isMute: chat?.muted ?? false,
        muteExpiration: chat?.mutedUntil ? unixSeconds(chat.mutedUntil) : null,
        isBusiness: contact.business,
      };
    },
  );

  app.post(
    methodPath('getAvatar'),
    {
      schema: {
        ...methodSchema('getAvatar', {
          summary: "Get a person's or the linked account's picture",
          description:
            'The linked number gives its own profile picture. A group, or a person the token does not know, answers available: false.',
          answer: GreenApiAvatarSchema,
        }),
        body: GreenApiAvatarRequestSchema,
        bodyStyles: GreenApiAvatarBodyStylesSchema,
      },
    },
    async (request) => {
      const token = request.apiToken as ApiToken;
      const chatId = request.body.chatId ?? (request.body.phoneNumber as string);
      const none = { urlAvatar: '', available: false };
      if (isGroupId(chatId)) return none;
      const own = token.authenticated ? await readProfile(deps, token.id).catch(() => null) : null;
      const url =
        own?.number === chatId ? own.pictureUrl : ((await detailOf(token.id, chatId))?.pictureUrl ?? null);
      return url ? { urlAvatar: url, available: true } : none;
    },
  );

  app.get(
    methodPath('getChats'),
    {
      schema: methodSchema('getChats', {
        summary: 'List the chats',
        description: `The token's chats (at most ${LIST_CAP}), newest activity first.`,
        answer: GreenApiChatsSchema,
      }),
    },
    async (request) => {
      const insid = insidOf(request);
      const chats = [];
      let cursor: string | undefined;
      do {
        const page = await listChatsPage(deps.db, insid, { limit: PAGE, ...(cursor && { cursor }) });
        chats.push(...page.result);
        cursor = page.nextCursor ?? undefined;
      } while (cursor && chats.length < LIST_CAP);
      return chats.slice(0, LIST_CAP).map((chat) => ({
        id: greenChatId(chat.id),
        name: chat.name ?? '',
        type: chat.isGroup ? ('group' as const) : ('user' as const),
        archive: chat.archived,
        isPin: chat.pinned,
        isMute: chat.muted,
        unreadCount: chat.unreadCount,
      }));
    },
  );

  for (const [method, action, summary] of [
    ['archiveChat', 'archive', 'Archive a chat'],
    ['unarchiveChat', 'unarchive', 'Unarchive a chat'],
  ] as const) {
    const change: ChatChange = { action };
    app.post(
      methodPath(method),
      {
        schema: {
          ...methodSchema(method, {
            summary,
            description: 'On the linked phone too; 404 for a chat the token does not have.',
            answer: GreenApiEmptySchema,
          }),
          body: GreenApiChatRequestSchema,
        },
      },
      async (request) => {
        await modifyChat(deps, insidOf(request), request.body.chatId, change);
        return {};
      },
    );
  }
};
