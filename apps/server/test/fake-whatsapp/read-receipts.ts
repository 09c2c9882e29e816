import { isJidGroup, type WAMessageKey, WAMessageStatus } from '@whiskeysockets/baileys';
import type { Device, Network } from './network';
import { numberOf, unixTime, userJid } from './wa-ids';

/**
 * What WhatsApp does with a device's read receipts: for each message its phone holds, the writer's
 * phone notes who read it and the writer's devices get the receipt (`messages.update` in a chat,
 * per member `message-receipt.update` in a group). Keys of messages the phone never got are ignored.
 */
export function readMessages(net: Network, reader: Device, keys: WAMessageKey[]): void {
  const readerJid = userJid(reader.phone.number);
  for (const key of keys) {
    const chat = key.remoteJid ?? '';
    const writerNumber = numberOf(isJidGroup(chat) ? (key.participant ?? '') : chat);
    const writer = writerNumber && net.phones.get(writerNumber);
    if (!writer || !key.id || !reader.phone.held.has(`${userJid(writer.number)} ${key.id}`)) continue;
    if (writer.readBy.has(`${reader.phone.number} ${key.id}`)) continue;
    writer.readBy.add(`${reader.phone.number} ${key.id}`);
    const sent = { remoteJid: isJidGroup(chat) ? chat : readerJid, fromMe: true, id: key.id };
    if (isJidGroup(chat)) {
      const receipt = { userJid: readerJid, readTimestamp: unixTime() };
      net.notify(writer, 'message-receipt.update', [{ key: { ...sent, participant: readerJid }, receipt }]);
    } else {
      const update = { status: WAMessageStatus.READ, messageTimestamp: unixTime() };
      net.notify(writer, 'messages.update', [{ key: sent, update }]);
    }
  }
}
