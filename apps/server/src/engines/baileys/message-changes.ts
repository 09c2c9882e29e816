/** Edits and deletions for everyone, both ways, as Baileys 7 sends and reports them. */
import {
  type AnyMessageContent,
  type proto,
  type WAMessageKey,
  WAMessageStubType,
  type WAMessageUpdate,
} from '@whiskeysockets/baileys';
import type { EngineEvents } from '../engine-events';
import type { SentMessageRef } from '../operations/message-changes';
import { jidOf, receivedIdOf, waMessageIdOf } from './jids';

/** WhatsApp's key of a message the token sent (it was sent under an id derived from ours). */
export function sentKeyOf(message: SentMessageRef): WAMessageKey {
  return { remoteJid: jidOf(message.to), id: waMessageIdOf(message.id), fromMe: true };
}

/** `sendMessage` content that edits the token's message: Baileys wraps it in a MESSAGE_EDIT protocol message. */
export const editContent = (message: SentMessageRef, body: string): AnyMessageContent => ({
  text: body,
  edit: sentKeyOf(message),
});

/** `sendMessage` content that deletes the token's message for everyone (a REVOKE protocol message). */
export const revokeContent = (message: SentMessageRef): AnyMessageContent => ({ delete: sentKeyOf(message) });

/** The text of an edited message's new content. */
function textOf(message: proto.IMessage | null | undefined): string | null {
  return message?.conversation ?? message?.extendedTextMessage?.text ?? null;
}

/**
 * The change a `messages.update` reports of a message the token received: Baileys turns a
 * received MESSAGE_EDIT protocol message into an update with `editedMessage`, and a REVOKE into
 * one with the REVOKE stub and no message. Null for anything else (receipts, the token's own).
 */
export function changeOfUpdate(
  insid: string,
  { key, update }: WAMessageUpdate,
): EngineEvents['changed'] | null {
  if (key.fromMe || !key.id) return null;
  const messageId = receivedIdOf(insid, { ...key, id: key.id });
  if (update.messageStubType === WAMessageStubType.REVOKE && !update.message)
    return { insid, messageId, change: 'revoke' };
  const body = textOf(update.message?.editedMessage?.message);
  return body === null ? null : { insid, messageId, change: 'edit', body };
}

/** Whether a received message's content is marked forwarded (any kind's contextInfo). */
export function isForwarded(content: proto.IMessage | undefined): boolean {
  return Object.values(content ?? {}).some(
    (part) => (part as { contextInfo?: proto.IContextInfo | null } | null)?.contextInfo?.isForwarded === true,
  );
}

/** What Baileys' own forward (`generateForwardMessageContent`) puts on a forwarded message. */
export const FORWARDED_CONTEXT = { isForwarded: true, forwardingScore: 1 } as const;
