import { randomBytes } from 'node:crypto';
import { Boom } from '@hapi/boom';
import type { AnyMessageContent, proto, WAMediaUpload } from '@whiskeysockets/baileys';
import { editMessage, revokeMessage } from './protocol-messages';

/**
 * Where the media ends up. Real Baileys uploads it (fetching a `{ url }` first) and sends its own
 * `mmg.whatsapp.net` address; here a given URL is kept so tests can see what was sent.
 */
function media(upload: WAMediaUpload, mimetype: string) {
  const url =
    'url' in upload ? String(upload.url) : `https://mmg.whatsapp.net/fake/${randomBytes(8).toString('hex')}`;
  return { url, mimetype, fileLength: Buffer.isBuffer(upload) ? upload.length : undefined };
}

/**
 * The proto message Baileys would build for what `sendMessage` was given (text as Baileys sends
 * it; an edit or a delete as its protocol message; `contextInfo` on the message's one part).
 */
export function toProtoMessage(content: AnyMessageContent): proto.IMessage {
  if ('delete' in content && content.delete) return revokeMessage(content.delete);
  if ('edit' in content && content.edit && 'text' in content) return editMessage(content.edit, content.text);
  const message = contentMessage(content);
  const contextInfo = 'contextInfo' in content ? content.contextInfo : undefined;
  const [part] = Object.values(message) as Array<{ contextInfo?: proto.IContextInfo }>;
  if (contextInfo && part) part.contextInfo = { ...part.contextInfo, ...contextInfo };
  return message;
}

function contentMessage(content: AnyMessageContent): proto.IMessage {
  if ('text' in content) return { extendedTextMessage: { text: content.text } };
  if ('image' in content) {
    return {
      imageMessage: { ...media(content.image, content.mimetype ?? 'image/jpeg'), caption: content.caption },
    };
  }
  if ('video' in content) {
    return {
      videoMessage: { ...media(content.video, content.mimetype ?? 'video/mp4'), caption: content.caption },
    };
  }
  if ('audio' in content) {
    const audio = media(content.audio, content.mimetype ?? 'audio/ogg; codecs=opus');
    return { audioMessage: { ...audio, ptt: content.ptt, seconds: content.seconds } };
  }
  if ('document' in content) {
    const document = media(content.document, content.mimetype);
    return { documentMessage: { ...document, fileName: content.fileName, caption: content.caption } };
  }
  if ('sticker' in content)
    return { stickerMessage: media(content.sticker, content.mimetype ?? 'image/webp') };
  if ('location' in content) return { locationMessage: content.location };
  if ('poll' in content) {
    const { name, values, selectableCount, messageSecret } = content.poll;
    return {
      pollCreationMessage: {
        name,
        options: values.map((optionName) => ({ optionName })),
        selectableOptionsCount: selectableCount ?? 0,
      },
      messageContextInfo: { messageSecret: messageSecret ?? randomBytes(32) },
    };
  }
  if ('react' in content) return { reactionMessage: content.react };
  if ('contacts' in content) {
    const [only, ...more] = content.contacts.contacts;
    if (only && more.length === 0) return { contactMessage: only };
    return { contactsArrayMessage: content.contacts };
  }
  throw new Boom(`fake-whatsapp cannot send ${Object.keys(content).join(', ')}`, { statusCode: 400 });
}
