import { randomBytes } from 'node:crypto';
import {
  type AnyMessageContent,
  generateMessageIDV2,
  type MiscMessageGenerationOptions,
  type proto,
  type WAMessage,
} from '@whiskeysockets/baileys';
import { toProtoMessage } from './content';
import type { Device, Network, Phone } from './network';
import { revokeMessage, updatesOf } from './protocol-messages';
import { numberOf, unixTime, userJid } from './wa-ids';

export const STATUS_JID = 'status@broadcast';

/** A status a phone posted: who may see it, what it shows, whether it was deleted. */
export interface FakeStatus {
  poster: string;
  recipients: string[];
  message: proto.IMessage;
  options?: MiscMessageGenerationOptions;
  revoked: boolean;
}

/** A status as a recipient's devices get it: in status@broadcast, from its poster. */
function statusUpsert(poster: Phone, id: string, message: proto.IMessage): WAMessage {
  return {
    key: { remoteJid: STATUS_JID, fromMe: false, id, participant: userJid(poster.number) },
    message,
    messageTimestamp: unixTime(),
    pushName: poster.name,
    broadcast: true,
  };
}

function deliverStatus(
  net: Network,
  poster: Phone,
  recipients: string[],
  id: string,
  message: proto.IMessage,
) {
  const upsert = { messages: [statusUpsert(poster, id, message)], type: 'notify' as const };
  // A revoke also reaches them as the messages.update Baileys makes of it (the status's own id).
  const updates = upsert.messages.flatMap(updatesOf);
  for (const number of recipients) {
    const phone = net.phones.get(number);
    if (phone && net.hold(phone, userJid(poster.number), id)) {
      net.contents.set(`${number} ${id}`, message);
      net.later(0, () => {
        net.notify(phone, 'messages.upsert', upsert);
        if (updates.length > 0) net.notify(phone, 'messages.update', updates);
      });
    }
  }
}

/**
 * What WhatsApp does with a device's send to status@broadcast: the status goes to the phones of
 * `statusJidList` (WhatsApp refuses one without it); a `delete` takes a status back from them.
 */
export function relayStatus(
  net: Network,
  from: Device,
  content: AnyMessageContent,
  options?: MiscMessageGenerationOptions,
): WAMessage {
  const list = options?.statusJidList;
  if (!list?.length) throw new TypeError('fake-whatsapp: a status needs statusJidList');
  const recipients = list.map((jid) => numberOf(jid) ?? '').filter(Boolean);
  const id = options?.messageId ?? generateMessageIDV2(from.me.id);
  const message = toProtoMessage(content);
  if ('delete' in content && content.delete?.id) {
    const status = net.statuses.get(content.delete.id);
    if (status) status.revoked = true;
  } else {
    net.statuses.set(id, {
      poster: from.phone.number,
      recipients,
      message,
      ...(options && { options }),
      revoked: false,
    });
  }
  deliverStatus(net, from.phone, recipients, id, message);
  const sender = from.socket;
  net.whenServerTakes(from.phone, () => net.later(0, () => sender?.serverAck(STATUS_JID, id)));
  return { key: { remoteJid: STATUS_JID, fromMe: true, id }, message, messageTimestamp: unixTime() };
}

/** A recipient opens a status: its poster's devices get a read receipt of it, per viewer. */
export function viewStatus(net: Network, viewer: string, id: string): void {
  const status = net.statuses.get(id);
  const poster = status && net.phones.get(status.poster);
  if (!status || !poster || !status.recipients.includes(viewer))
    throw new Error(`fake-whatsapp: ${viewer} cannot see status ${id}`);
  const viewerJid = userJid(viewer);
  const key = { remoteJid: STATUS_JID, fromMe: true, id, participant: viewerJid };
  net.notify(poster, 'message-receipt.update', [
    { key, receipt: { userJid: viewerJid, readTimestamp: unixTime() } },
  ]);
}

/** A phone (not a linked device) posts a text status to these numbers; returns its id. */
export function phonePostsStatus(net: Network, from: string, recipients: string[], text: string): string {
  const poster = net.register(from);
  const id = `3A${randomBytes(9).toString('hex').toUpperCase()}`;
  const message = { extendedTextMessage: { text, backgroundArgb: 0xff128c7e } };
  net.statuses.set(id, { poster: from, recipients, message, revoked: false });
  deliverStatus(net, poster, recipients, id, message);
  return id;
}

/** A phone deletes a status it posted: a REVOKE in status@broadcast reaches its recipients. */
export function phoneRevokesStatus(net: Network, from: string, id: string): void {
  const status = net.statuses.get(id);
  if (!status || status.poster !== from) throw new Error(`fake-whatsapp: ${from} posted no status ${id}`);
  status.revoked = true;
  const revokeId = `3A${randomBytes(9).toString('hex').toUpperCase()}`;
  const revoke = revokeMessage({ remoteJid: STATUS_JID, fromMe: true, id });
  deliverStatus(net, net.register(from), status.recipients, revokeId, revoke);
}
