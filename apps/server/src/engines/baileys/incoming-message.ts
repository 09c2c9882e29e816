/** A message Baileys received, as the `IncomingMessage` a token's webhooks get. */

import { STATUS_CHAT } from '@chatgate/contracts';
import {
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  normalizeMessageContent,
  type proto,
  toNumber,
  type WAMessage,
} from '@whiskeysockets/baileys';
import { describeMessage } from '../describe-message';
import type { OutgoingMessage } from '../engine';
import type { IncomingMessage, IncomingType, PollContent } from '../engine-events';
import { pollContentOf, pollCreationOf } from './baileys-polls';
import { lidOf, numberOfJid, phoneJidOf, receivedIdOf } from './jids';
import { isForwarded } from './message-changes';
import { quotedIdOf } from './quoted-id';

export type MediaKind = 'image' | 'video' | 'audio' | 'document' | 'sticker';

export interface IncomingMedia {
  kind: MediaKind;
  mimetype: string;
  fileName?: string;
}

/**
 * The message a person sent to the token's phone: in a chat with them (`from` is their number, or
 * their LID when WhatsApp gave no number) or in a group (`from` is the group id, `author` their
 * number when known); `senderLid` is the writer's LID when WhatsApp gave one, `pushName` their
 * name. Null for what is nobody's message to
 * the token: its own, broadcast lists other than statuses (a status is type `status` in
 * STATUS_CHAT, by its poster), channel posts, protocol messages (deletes, edits), notices
 * without content, poll votes (see baileys-polls.ts) and kinds we do not describe (buttons…). The id is derived from the token,
 * the chat and WhatsApp's id (`receivedIdOf`), so a message delivered twice keeps it.
 */
export function toIncoming(insid: string, msg: WAMessage): IncomingMessage | null {
  const { key } = msg;
  const chat = key.remoteJid;
  // A contact's status (story) comes in status@broadcast; other broadcast lists are not chats.
  const status = chat === STATUS_CHAT;
  if (key.fromMe || !key.id || !chat || (!status && isJidBroadcast(chat)) || isJidNewsletter(chat))
    return null;
  const content = normalizeMessageContent(msg.message);
  const described = describeContent(content);
  if (!described) return null;
  if (status) return receivedStatusOf(insid, msg, described.body);
  const group = isJidGroup(chat);
  // A LID is never given as a number: without the phone form, a group's author is left out and
  // a direct chat is named by the LID itself.
  const authorJid = group && key.participant ? phoneJidOf(key.participant, key.participantAlt) : null;
  const author = authorJid && !authorJid.endsWith('@lid') ? numberOfJid(authorJid) : null;
  const senderLid = group
    ? key.participant && lidOf(key.participant, key.participantAlt)
    : lidOf(chat, key.remoteJidAlt);
  const chatJid = phoneJidOf(chat, key.remoteJidAlt);
  return {
    id: receivedIdOf(insid, { id: key.id, remoteJid: chat, remoteJidAlt: key.remoteJidAlt }),
    from: group ? chat : chatJid.endsWith('@lid') ? (senderLid ?? chat) : numberOfJid(chatJid),
    ...(author ? { author } : {}),
    ...(senderLid ? { senderLid } : {}),
    ...(msg.pushName && { pushName: msg.pushName }),
    ...described,
    ...optionalQuotedId(quotedIdOf(insid, content, key)),
    ...(isForwarded(content) && { forwarded: true as const }),
    timestamp: new Date(msg.messageTimestamp ? toNumber(msg.messageTimestamp) * 1000 : Date.now()),
    engineRef: waKeyRef(key),
  };
}

/** A status a contact posted: in STATUS_CHAT, by its poster (`author`); its text or caption as body. */
function receivedStatusOf(insid: string, msg: WAMessage, body: string): IncomingMessage | null {
  const { key } = msg;
  if (!key.id || !key.participant) return null;
  const senderLid = lidOf(key.participant, key.participantAlt);
  return {
    id: receivedIdOf(insid, { id: key.id, remoteJid: STATUS_CHAT }),
    from: STATUS_CHAT,
    author: numberOfJid(phoneJidOf(key.participant, key.participantAlt)),
    ...(senderLid ? { senderLid } : {}),
    type: 'status',
    body,
    timestamp: new Date(msg.messageTimestamp ? toNumber(msg.messageTimestamp) * 1000 : Date.now()),
    engineRef: waKeyRef(key),
  };
}

const optionalQuotedId = (quotedId: string | undefined) => (quotedId ? { quotedId } : {});

/** What the engine needs to quote or react to the message later: WhatsApp's key of it. */
function waKeyRef(key: WAMessage['key']): Record<string, string> {
  return {
    id: key.id ?? '',
    remoteJid: key.remoteJid ?? '',
    ...(key.participant ? { participant: key.participant } : {}),
  };
}

/** The media a message carries, for the engine to download; null when it carries none. */
export function mediaOf(msg: WAMessage): IncomingMedia | null {
  const found = mediaPartOf(normalizeMessageContent(msg.message));
  if (!found) return null;
  const { kind, media } = found;
  return {
    kind,
    mimetype: media.mimetype || DEFAULT_MIMETYPES[kind],
    ...(media.fileName ? { fileName: media.fileName } : {}),
  };
}

type MediaPart = proto.Message.IImageMessage &
  proto.Message.IVideoMessage &
  proto.Message.IAudioMessage &
  proto.Message.IDocumentMessage;

const MEDIA_FIELDS = [
  ['imageMessage', 'image'],
  ['videoMessage', 'video'],
  ['ptvMessage', 'video'],
  ['audioMessage', 'audio'],
  ['documentMessage', 'document'],
  ['stickerMessage', 'sticker'],
] as const satisfies ReadonlyArray<readonly [keyof proto.IMessage, MediaKind]>;

const DEFAULT_MIMETYPES: Record<MediaKind, string> = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/ogg',
  document: 'application/octet-stream',
  sticker: 'image/webp',
};

function mediaPartOf(content: proto.IMessage | undefined): { kind: MediaKind; media: MediaPart } | null {
  for (const [field, kind] of MEDIA_FIELDS) {
    const media = content?.[field];
    if (media) return { kind, media: media as MediaPart };
  }
  return null;
}

interface Described {
  type: IncomingType;
  body: string;
  poll?: PollContent;
}

/**
 * The message's type and the text a person sees for it, in the words `describeMessage` uses for
 * what we send.
 */
export function describeContent(content: proto.IMessage | undefined): Described | null {
  if (!content || content.protocolMessage) return null;
  const text = content.conversation || content.extendedTextMessage?.text;
  if (text) return { type: 'text', body: text };
  const media = mediaPartOf(content);
  if (media) return describeMedia(media.kind, media.media);
  const location = content.locationMessage ?? content.liveLocationMessage;
  if (location) {
    const body = describe({
      kind: 'location',
      latitude: location.degreesLatitude ?? 0,
      longitude: location.degreesLongitude ?? 0,
      ...('name' in location && location.name ? { name: location.name } : {}),
    });
    return { type: 'location', body };
  }
  if (content.contactMessage) return { type: 'contact', body: describeContact(content.contactMessage) };
  const contacts = content.contactsArrayMessage?.contacts;
  if (contacts?.length) return { type: 'contact', body: contacts.map(describeContact).join('\n') };
  const poll = pollCreationOf(content);
  if (poll) {
    const asked = pollContentOf(poll);
    return { type: 'poll', body: describe({ kind: 'poll', ...asked }), poll: asked };
  }
  const reaction = content.reactionMessage;
  if (!reaction) return null;
  const body = reaction.text
    ? describe({ kind: 'reaction', messageId: '', emoji: reaction.text })
    : '[reaction removed]';
  return { type: 'reaction', body };
}

function describeMedia(kind: MediaKind, media: MediaPart): Described {
  if (kind === 'sticker') return { type: 'sticker', body: '[sticker]' };
  if (kind === 'audio' && media.ptt) return { type: 'voice', body: '[voice]' };
  const body = describe({
    kind: 'media',
    mediaType: kind,
    media: '',
    ...(media.caption ? { caption: media.caption } : {}),
    ...(media.fileName ? { fileName: media.fileName } : {}),
  });
  return { type: kind, body };
}

/** `[contact Name +digits]`: the number is the vCard's WhatsApp id, else its first phone number. */
function describeContact(contact: proto.Message.IContactMessage): string {
  const vcard = contact.vcard ?? '';
  const name = contact.displayName || /^FN:(.*)$/m.exec(vcard)?.[1]?.trim() || '';
  const phone = (
    /waid=(\d+)/i.exec(vcard)?.[1] ??
    /^(?:item\d+\.)?TEL[^:]*:(.*)$/im.exec(vcard)?.[1] ??
    ''
  ).replace(/\D/g, '');
  return phone ? describe({ kind: 'contact', name, phone }) : `[contact ${name}]`;
}

/** What `describeMessage` reads of a message: all but where it goes. */
type Content = OutgoingMessage extends infer M ? (M extends unknown ? Omit<M, 'id' | 'to'> : never) : never;

const describe = (content: Content) => describeMessage({ id: '', to: '', ...content });
