import {
  proto,
  type WAMessage,
  type WAMessageKey,
  WAMessageStubType,
  type WAMessageUpdate,
} from '@whiskeysockets/baileys';

const { Type } = proto.Message.ProtocolMessage;

/** The protocol message Baileys builds for `{ text, edit: key }`. */
export const editMessage = (key: WAMessageKey, text: string): proto.IMessage => ({
  protocolMessage: {
    key,
    type: Type.MESSAGE_EDIT,
    editedMessage: { extendedTextMessage: { text } },
    timestampMs: Date.now(),
  },
});

/** The protocol message Baileys builds for `{ delete: key }`. */
export const revokeMessage = (key: WAMessageKey): proto.IMessage => ({
  protocolMessage: { key, type: Type.REVOKE },
});

/**
 * The `messages.update` a receiving device's Baileys emits for a received edit or revoke
 * (Utils/process-message.js): the protocol message's own key with the changed message's id.
 */
export function updatesOf(received: WAMessage): WAMessageUpdate[] {
  const protocol = received.message?.protocolMessage;
  const id = protocol?.key?.id;
  if (!protocol || !id) return [];
  const key = { ...received.key, id };
  if (protocol.type === Type.REVOKE)
    return [{ key, update: { message: null, messageStubType: WAMessageStubType.REVOKE, key: received.key } }];
  if (protocol.type === Type.MESSAGE_EDIT)
    return [{ key, update: { message: { editedMessage: { message: protocol.editedMessage } } } }];
  return [];
}
