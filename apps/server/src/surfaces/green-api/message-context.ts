import { type ContactView, isGroupId, type MessageView } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { chatNamesOf } from '../../modules/chats/chats.service';
import { contactsByIds } from '../../modules/contacts/contacts.service';
import { tokenMessages } from '../../modules/messages/token-messages.service';
import { fileLinkOf } from './file-links';

/** The token a message shape is about, as Green-API's `instanceData` names it. */
export interface InstanceData {
  idInstance: string;
  /** The token's phone, `<number>@c.us` ("" while none was ever linked). */
  wid: string;
}

/**
 * What Green-API's message shapes carry beyond our message view, read for a batch of views at
 * once: the files' keyless links and the names of chats and people, as the /chats and /contacts
 * routes name them now.
 */
export interface MessageContext extends InstanceData {
  /** downloadUrl by message id. */
  fileLinks: ReadonlyMap<string, string>;
  /** A chat's name by our chat id (a group's subject, a person's contact name). */
  chatNames: ReadonlyMap<string, string>;
  /** The token's contact by our person id (a number or a LID). */
  contacts: ReadonlyMap<string, ContactView>;
}

export interface MessageContextDeps {
  db: Db;
  publicUrl: string;
}

/**
 * Who wrote a received message, in our ids: the author in a group or of a status (status@broadcast
 * is no person), else their number, else LID; null for a sent one.
 */
export function writerIdOf(view: MessageView): string | null {
  if (view.direction === 'out') return null;
  return view.author ?? view.from ?? view.fromLid ?? view.chatId;
}

/**
 * The context of these views, plus the people and chats named beside them (a poll's voter): three
 * queries at most, whatever the number of views.
 */
export async function messageContextOf(
  deps: MessageContextDeps,
  instance: InstanceData,
  views: MessageView[],
  named: { people?: string[]; chats?: string[] } = {},
): Promise<MessageContext> {
  const insid = instance.idInstance;
  const withFiles = views.filter((view) => view.media !== null).map((view) => view.id);
  const people = [...views.flatMap((view) => writerIdOf(view) ?? []), ...(named.people ?? [])];
  const chatIds = [...views.map((view) => view.chatId), ...(named.chats ?? [])];
  const [rows, chatNames, contacts] = await Promise.all([
    tokenMessages(deps.db, insid, withFiles),
    chatNamesOf(deps.db, insid, chatIds),
    contactsByIds(deps.db, insid, [...people, ...chatIds.filter((id) => !isGroupId(id))]),
  ]);
  const links = await Promise.all(
    rows.map(async (row) => [row.id, await fileLinkOf(deps.db, deps.publicUrl, row)] as const),
  );
  const fileLinks = new Map(links.flatMap(([id, link]) => (link ? [[id, link] as const] : [])));
  return { ...instance, fileLinks, chatNames, contacts };
}

/** A person's names as Green-API gives a sender's: the name they go by, and the one the phone saved. */
export function personNames(context: MessageContext, id: string | null) {
  const contact = id ? context.contacts.get(id) : undefined;
  return {
    senderName: contact?.pushName ?? contact?.savedName ?? '',
    senderContactName: contact?.savedName ?? '',
  };
}

/** A chat's name: the one GET /chats shows, else (a chat the token has no row of) its person's. */
export function chatNameOf(context: MessageContext, chatId: string): string {
  const contact = context.contacts.get(chatId);
  return context.chatNames.get(chatId) ?? contact?.savedName ?? contact?.pushName ?? '';
}
