/** What a token sends, as the arguments of Baileys' `sendMessage(jid, content, options)`. */
import { fileURLToPath } from 'node:url';
import type { AnyMessageContent, MiscMessageGenerationOptions, WAMessageKey } from '@whiskeysockets/baileys';
import type { OutgoingMessage } from '../engine';
import { statusMessageOf } from './baileys-statuses';
import { jidOf, waMessageIdOf } from './jids';
import { FORWARDED_CONTEXT } from './message-changes';

type MediaMessage = Extract<OutgoingMessage, { kind: 'media' }>;

export interface BaileysMessage {
  jid: string;
  content: AnyMessageContent;
  options: MiscMessageGenerationOptions;
}

/** WhatsApp's key of one of the token's messages (sent or received), by our id. */
export type KeyOf = (ourId: string) => WAMessageKey;

/** A media URL's file, already fetched and its type checked (see `fetchOutgoingMedia`). */
export interface FetchedFile {
  bytes: Buffer;
  mimeType: string;
}

/**
 * Sent under `waMessageIdOf(message.id)`, so status updates lead back to our id. `keyOf` gives
 * the keys of a quoted or reacted-to message (looked up before: see `referencedIds`). A media
 * message's file goes as `fetched` when we fetched it already, else as its URL.
 */
export function toBaileysMessage(
  message: OutgoingMessage,
  keyOf: KeyOf,
  fetched?: FetchedFile,
  pollSecret?: Uint8Array,
): BaileysMessage {
  const jid = jidOf(message.to);
  const options: MiscMessageGenerationOptions = { messageId: waMessageIdOf(message.id) };
  if (message.quotedId) {
    // Baileys only reads the key and the content type of a quoted message.
    options.quoted = { key: keyOf(message.quotedId), message: { conversation: '' } };
  }
  const content =
    message.kind === 'poll'
      ? pollContent(message, pollSecret)
      : message.kind === 'sticker'
        ? stickerContent(message, fetched)
        : message.kind === 'status'
          ? statusMessageOf(message, fetched).content
          : contentOf(message, keyOf, fetched);
  // Baileys' `forward` needs the original WAMessage, which we do not keep: the content is rebuilt
  // and marked as that forward marks it.
  if (message.forwarded && message.kind !== 'reaction')
    return { jid, content: { ...content, contextInfo: FORWARDED_CONTEXT } as AnyMessageContent, options };
  return { jid, content, options };
}

/**
 * A poll: one selectable option for a single answer, 0 (any number) for multiple answers, with
 * the secret its votes are encrypted with (see baileys-polls.ts).
 */
function pollContent(
  message: Extract<OutgoingMessage, { kind: 'poll' }>,
  secret?: Uint8Array,
): AnyMessageContent {
  if (!secret) throw new Error('A poll is sent with its kept message secret');
  return {
    poll: {
      name: message.name,
      values: message.options,
      selectableCount: message.multipleAnswers ? 0 : 1,
      messageSecret: secret,
    },
  };
}

/** A sticker: the WebP fetched and converted from its URL, or the WebP kept when sent inline. */
function stickerContent(message: Extract<OutgoingMessage, { kind: 'sticker' }>, fetched?: FetchedFile) {
  const sticker = fetched ? fetched.bytes : { url: mediaPath(message.media) };
  return { sticker, mimetype: 'image/webp' };
}

/** The ids of the messages a message quotes or reacts to. */
export function referencedIds(message: OutgoingMessage): string[] {
  return [message.quotedId, message.kind === 'reaction' ? message.messageId : undefined].filter(
    (id): id is string => Boolean(id),
  );
}

type ContentKind = Exclude<OutgoingMessage, { kind: 'poll' | 'sticker' | 'status' }>;

function contentOf(message: ContentKind, keyOf: KeyOf, fetched?: FetchedFile): AnyMessageContent {
  switch (message.kind) {
    case 'text':
      return { text: message.body };
    case 'media':
      return mediaContent(message, fetched);
    case 'location':
      return {
        location: {
          degreesLatitude: message.latitude,
          degreesLongitude: message.longitude,
          ...optional('name', message.name),
          ...optional('address', message.address),
        },
      };
    case 'contact':
      return {
        contacts: {
          displayName: message.name,
          contacts: [{ displayName: message.name, vcard: vcardOf(message.name, message.phone) }],
        },
      };
    case 'reaction':
      return { react: { text: message.emoji, key: keyOf(message.messageId) } };
  }
}

function mediaContent(message: MediaMessage, fetched?: FetchedFile): AnyMessageContent {
  const media = fetched ? fetched.bytes : { url: mediaPath(message.media) };
  const caption = optional('caption', message.caption);
  const mimeType = fetched?.mimeType ?? message.mimeType;
  switch (message.mediaType) {
    case 'image':
      return { image: media, ...caption, ...optional('mimetype', mimeType) };
    case 'video':
      return { video: media, ...caption, ...optional('mimetype', mimeType) };
    case 'audio':
      // WhatsApp plays Ogg Opus audio as a voice note, and only when told its codec.
      return isOgg(mimeType)
        ? { audio: media, mimetype: 'audio/ogg; codecs=opus', ptt: true }
        : { audio: media, mimetype: mimeType ?? 'audio/mpeg' };
    case 'document':
    case 'archive':
      return {
        document: media,
        mimetype:
          mimeType ?? (message.mediaType === 'archive' ? 'application/zip' : 'application/octet-stream'),
        ...optional('fileName', message.fileName),
        ...caption,
      };
  }
}

/**
 * Baileys fetches http(s) and data: URLs itself and opens anything else with `createReadStream`,
 * which reads a string as a path, not as a file:// URL: so a file URL becomes its path.
 */
function mediaPath(media: string): string {
  return media.startsWith('file:') ? fileURLToPath(media) : media;
}

const isOgg = (mimeType: string | undefined) => mimeType?.split(';')[0]?.trim().toLowerCase() === 'audio/ogg';

/** A vCard 3.0 that WhatsApp shows as a contact with a "Message" button for the number. */
function vcardOf(name: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escapeVcardText(name)}`,
    `TEL;type=CELL;type=VOICE;waid=${digits}:+${digits}`,
    'END:VCARD',
  ].join('\n');
}

/** RFC 2426 text escaping: a name cannot break the card with a newline or a separator. */
const escapeVcardText = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** `{ [key]: value }` when there is a value, else nothing: Baileys gets no `undefined` fields. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined || value === '' ? {} : ({ [key]: value } as { [P in K]: V });
}
