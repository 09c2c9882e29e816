import {
  type GreenApiMessage,
  type MessageMedia,
  type MessageView,
  mediaTypeOfFile,
} from '@chatgate/contracts';
import {
  describedContact,
  describedLocation,
  describedPoll,
  describedReaction,
} from '../../modules/messages/described-content';
import { greenChatId, unixSeconds } from './chat-ids';
import { type MessageContext, personNames, writerIdOf } from './message-context';

/**
 * What a message is in Green-API's terms, read once from our message view: getMessage, the chat
 * history and the notification bodies all show it from this.
 */
export interface GreenContent {
  typeMessage: string;
  text?: string;
  file?: { downloadUrl: string; caption: string; fileName: string; mimeType: string };
  location?: {
    nameLocation: string;
    address: string;
    latitude: number;
    longitude: number;
    jpegThumbnail: '';
  };
  contact?: { displayName: string; vcard: string };
  poll?: { name: string; options: Array<{ optionName: string }>; multipleAnswers: boolean };
  /** The message quoted, or reacted to. */
  stanzaId?: string;
}

const FILE_TYPES: Record<string, string> = {
  image: 'imageMessage',
  video: 'videoMessage',
  audio: 'audioMessage',
  voice: 'audioMessage',
  document: 'documentMessage',
  archive: 'documentMessage',
  sticker: 'stickerMessage',
};

const LINK = /https?:\/\/\S/;

/** Green-API's typeMessage of a file: by its kind, else (a status's file) by its MIME type. */
function fileTypeOf(media: MessageMedia, type: string): string | undefined {
  const byType = FILE_TYPES[media.type] ?? FILE_TYPES[type];
  return byType ?? (media.mimeType ? FILE_TYPES[mediaTypeOfFile(media.mimeType)] : undefined);
}

const vcardOf = ({ name, phone }: { name: string; phone: string }) =>
  `BEGIN:VCARD\nVERSION:3.0\nFN:${name}\nTEL;type=CELL;waid=${phone}:+${phone}\nEND:VCARD`;

/** `fileLinks` holds the keyless link of the view's file (message-context.ts). */
export function greenContentOf(view: MessageView, fileLinks: MessageContext['fileLinks']): GreenContent {
  const quoted = view.quotedId ? { stanzaId: view.quotedId } : {};
  const fileType = view.media ? fileTypeOf(view.media, view.type) : undefined;
  if (view.media && fileType) {
    const { url, fileName, mimeType } = view.media;
    const file = {
      downloadUrl: fileLinks.get(view.id) ?? url ?? '',
      caption: view.body,
      fileName: fileName ?? '',
      mimeType: mimeType ?? '',
    };
    return { typeMessage: fileType, file, ...quoted };
  }
  const location = view.type === 'location' ? describedLocation(view.body) : null;
  if (location) {
    const { name = '', latitude, longitude } = location;
    return {
      typeMessage: 'locationMessage',
      location: { nameLocation: name, address: '', latitude, longitude, jpegThumbnail: '' },
    };
  }
  const contact = view.type === 'contact' ? describedContact(view.body) : null;
  if (contact)
    return { typeMessage: 'contactMessage', contact: { displayName: contact.name, vcard: vcardOf(contact) } };
  if (view.type === 'poll') return { typeMessage: 'pollMessage', poll: pollOf(view) };
  if (view.type === 'reaction')
    return { typeMessage: 'reactionMessage', text: describedReaction(view.body), ...quoted };
  if (view.quotedId) return { typeMessage: 'quotedMessage', text: view.body, ...quoted };
  return { typeMessage: LINK.test(view.body) ? 'extendedTextMessage' : 'textMessage', text: view.body };
}

function pollOf(view: MessageView): NonNullable<GreenContent['poll']> {
  if (view.poll)
    return {
      name: view.poll.name,
      options: view.poll.options.map((option) => ({ optionName: option.name })),
      multipleAnswers: view.poll.multipleAnswers,
    };
  const described = describedPoll(view.body);
  return {
    name: described?.name ?? view.body,
    options: (described?.options ?? []).map((optionName) => ({ optionName })),
    multipleAnswers: false,
  };
}

/** Who wrote a message, in Green-API's ids: the writer of a received one, the token's phone for a sent one. */
export function senderIdOf(view: MessageView, wid: string): string {
  const writer = writerIdOf(view);
  return writer ? greenChatId(writer) : wid;
}

const STATUS: Record<string, GreenApiMessage['statusMessage']> = {
  queued: 'pending',
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

/** A message as getMessage, getChatHistory and lastIncoming/OutgoingMessages answer it. */
export function greenApiMessage(view: MessageView, context: MessageContext): GreenApiMessage {
  const content = greenContentOf(view, context.fileLinks);
  const outgoing = view.direction === 'out';
  return {
    type: outgoing ? 'outgoing' : 'incoming',
    idMessage: view.id,
    timestamp: unixSeconds(view.createdAt),
    typeMessage: content.typeMessage,
    chatId: greenChatId(view.chatId),
    senderId: senderIdOf(view, context.wid),
    ...personNames(context, writerIdOf(view)),
    ...(content.text !== undefined && { textMessage: content.text }),
    ...(content.file && content.file),
    ...(content.location && { location: content.location }),
    ...(content.contact && { contact: content.contact }),
    ...(content.poll && { pollMessageData: content.poll }),
    ...(content.stanzaId && { quotedMessage: { stanzaId: content.stanzaId } }),
    ...(outgoing && { statusMessage: STATUS[view.status] ?? 'pending', sendByApi: true }),
    isForwarded: view.forwarded,
    isEdited: view.editedAt !== null,
    isDeleted: view.revokedAt !== null,
  };
}

/** A message's `messageData` in Green-API's webhook format (incomingMessageReceived and the outgoing ones). */
export function greenApiMessageData(view: MessageView, context: MessageContext): Record<string, unknown> {
  const c = greenContentOf(view, context.fileLinks);
  const forwarding = { forwardingScore: view.forwarded ? 1 : 0, isForwarded: view.forwarded };
  const quoted = c.stanzaId ? { quotedMessage: { stanzaId: c.stanzaId } } : {};
  const data = (() => {
    if (c.file) return { fileMessageData: { ...c.file, jpegThumbnail: '', ...forwarding } };
    if (c.location) return { locationMessageData: c.location };
    if (c.contact) return { contactMessageData: c.contact };
    if (c.poll) return { pollMessageData: c.poll };
    if (c.typeMessage === 'textMessage') return { textMessageData: { textMessage: c.text ?? '' } };
    const text = { text: c.text ?? '', ...(c.stanzaId && { stanzaId: c.stanzaId }) };
    if (c.typeMessage === 'extendedTextMessage')
      return {
        extendedTextMessageData: {
          ...text,
          description: '',
          title: '',
          previewType: 'None',
          jpegThumbnail: '',
          ...forwarding,
        },
      };
    return { extendedTextMessageData: text };
  })();
  return { typeMessage: c.typeMessage, ...data, ...quoted };
}
