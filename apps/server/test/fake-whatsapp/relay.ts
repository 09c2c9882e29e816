import { randomBytes } from 'node:crypto';
import {
  type AnyMessageContent,
  generateMessageIDV2,
  isJidGroup,
  isJidNewsletter,
  type MiscMessageGenerationOptions,
  type proto,
  type WAMessage,
  WAMessageStatus,
} from '@whiskeysockets/baileys';
import { phoneOfJid } from './contacts';
import { toProtoMessage } from './content';
import { readGroup } from './groups';
import type { Device, Network, Phone } from './network';
import { channelToPost } from './newsletters';
import { rememberPoll } from './polls';
import { updatesOf } from './protocol-messages';
import { numberOf, unixTime, userJid } from './wa-ids';

/** Who gets a message sent to `jid`; throws as WhatsApp refuses (not in the group, not the owner). */
function recipientsOf(net: Network, from: Device, jid: string): Phone[] {
  if (isJidGroup(jid)) {
    const members = [...readGroup(net, from.phone, jid).members.keys()];
    return members.filter((n) => n !== from.phone.number).flatMap((n) => net.phones.get(n) ?? []);
  }
  if (isJidNewsletter(jid)) {
    channelToPost(net, from.phone, jid);
    return [];
  }
  // A number's jid, or a LID (WhatsApp routes it to the phone behind it).
  const phone = phoneOfJid(net, jid);
  if (!phone && (!numberOf(jid) || !jid.includes('@')))
    throw new TypeError(`fake-whatsapp: cannot send to "${jid}"`);
  return phone ? [phone] : [];
}

/** A message as the recipient's devices get it in `messages.upsert`. */
function incoming(chat: string, sender: Phone, id: string, message: proto.IMessage): WAMessage {
  const senderJid = userJid(sender.number);
  const inGroup = chat !== senderJid;
  return {
    key: { remoteJid: chat, fromMe: false, id, ...(inGroup && { participant: senderJid }) },
    message,
    messageTimestamp: unixTime(),
    pushName: sender.name,
    broadcast: false,
  };
}

/** The receipts the sender's devices get once every recipient got (or read) the message. */
function receipts(net: Network, from: Device, jid: string, id: string, recipients: Phone[], status: number) {
  const t = unixTime();
  if (!isJidGroup(jid)) {
    const update = { status, messageTimestamp: t };
    net.notify(from.phone, 'messages.update', [{ key: { remoteJid: jid, fromMe: true, id }, update }]);
    return;
  }
  // Baileys reports a group's receipts per member, in `message-receipt.update`, never `messages.update`.
  const field = status === WAMessageStatus.DELIVERY_ACK ? 'receiptTimestamp' : 'readTimestamp';
  for (const member of recipients) {
    const memberJid = userJid(member.number);
    const key = { remoteJid: jid, fromMe: true, id, participant: memberJid };
    net.notify(from.phone, 'message-receipt.update', [{ key, receipt: { userJid: memberJid, [field]: t } }]);
  }
}

/**
 * What WhatsApp does with a message a linked device sends: every recipient phone keeps one copy
 * per id, the sending socket gets the server's ack, the recipients' linked devices get the
 * message, and the sender's devices get the receipts, in order.
 */
export function relayMessage(
  net: Network,
  from: Device,
  jid: string,
  content: AnyMessageContent,
  options?: MiscMessageGenerationOptions,
): WAMessage {
  const recipients = recipientsOf(net, from, jid);
  const id = options?.messageId ?? generateMessageIDV2(from.me.id);
  const message = toProtoMessage(content);
  const senderJid = userJid(from.phone.number);
  const fresh = recipients.filter((phone) => net.hold(phone, senderJid, id));
  for (const phone of fresh) net.contents.set(`${phone.number} ${id}`, message);
  rememberPoll(net, from.phone.number, id, message);
  const chat = isJidGroup(jid) ? jid : senderJid;
  const upsert = { messages: [incoming(chat, from.phone, id, message)], type: 'notify' as const };
  // The ack comes on the connection that sent the message; a socket closed meanwhile never gets it.
  const sender = from.socket;
  const serverAck = () => {
    sender?.serverAck(jid, id);
    for (const phone of fresh) deliverTo(net, phone, upsert);
  };
  const acks = recipients.length
    ? [WAMessageStatus.DELIVERY_ACK, WAMessageStatus.READ].map(
        (status) => () => receipts(net, from, jid, id, recipients, status),
      )
    : [];
  net.whenServerTakes(from.phone, () => net.sequence([serverAck, ...acks], net.options.receiptDelayMs));
  return {
    key: { remoteJid: jid, fromMe: true, id },
    message,
    messageTimestamp: unixTime(),
    status: WAMessageStatus.PENDING,
    ...(isJidGroup(jid) && { participant: senderJid }),
  };
}

/**
 * A phone (not a linked device) writes to `to` in their chat: a plain text or any message content
 * (e.g. a quote, or media uploaded to the fake's CDN) under a new id, or `id` (as a client that
 * reuses ids would); returns the message id.
 */
export function phoneSends(
  net: Network,
  from: string,
  to: string,
  content: string | proto.IMessage,
  id = `3A${randomBytes(9).toString('hex').toUpperCase()}`,
): string {
  const sender = net.register(from);
  const recipient = net.phones.get(to);
  if (!recipient) throw new Error(`fake-whatsapp: ${to} is not on WhatsApp`);
  const senderJid = userJid(from);
  if (recipient.blocked.has(from)) return id; // WhatsApp delivers nothing a blocked person sends
  net.hold(recipient, senderJid, id);
  const message = typeof content === 'string' ? { conversation: content } : content;
  rememberPoll(net, from, id, message);
  const upsert = { messages: [incoming(senderJid, sender, id, message)], type: 'notify' as const };
  net.later(0, () => deliverTo(net, recipient, upsert));
  return id;
}

/** A received message reaches the phone's devices; an edit or revoke also as the update Baileys makes of it. */
function deliverTo(net: Network, phone: Phone, upsert: { messages: WAMessage[]; type: 'notify' }): void {
  for (const message of upsert.messages) net.delivered.set(`${phone.number} ${message.key.id}`, message);
  net.notify(phone, 'messages.upsert', upsert);
  const updates = upsert.messages.flatMap(updatesOf);
  if (updates.length > 0) net.notify(phone, 'messages.update', updates);
}
