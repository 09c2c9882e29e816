/** People on the fake network: profiles (about, picture), blocking, and LID-addressed messages. */
import { randomBytes } from 'node:crypto';
import type { Contact, WAMessage } from '@whiskeysockets/baileys';
import type { Device, Network, Phone } from './network';
import { numberOf, queryError, unixTime, userJid } from './wa-ids';

/** The phone a jid names: a number's jid, or a LID (`<digits>@lid`, device suffix allowed). */
export function phoneOfJid(net: Network, jid: string): Phone | undefined {
  const number = numberOf(jid);
  if (number) return net.phones.get(number);
  if (!jid.endsWith('@lid')) return undefined;
  const lid = jid.split('@')[0]?.split(':')[0];
  return [...net.phones.values()].find((p) => p.lid === lid);
}

/** The device's own phone, which only it may change the profile of. */
export function ownPhone(device: Device, jid: string): Phone {
  if (numberOf(jid) !== device.phone.number) throw queryError('not-authorized', 401);
  return device.phone;
}

/** What WhatsApp's status (about) query answers, as Baileys' `fetchStatus` returns it. */
export function statusesOf(net: Network, jids: string[]) {
  return jids.map((id) => ({
    id,
    status: { status: phoneOfJid(net, id)?.about ?? null, setAt: new Date(0) },
  }));
}

/** The picture's URL; WhatsApp refuses a person without one with 404 item-not-found. */
export function pictureUrlOf(net: Network, jid: string): string {
  const url = phoneOfJid(net, jid)?.picture;
  if (!url) throw queryError('item-not-found', 404);
  return url;
}

/** The phone blocks (or unblocks) the person: WhatsApp delivers nothing of theirs to it. */
export function setBlock(net: Network, phone: Phone, jid: string, action: 'block' | 'unblock'): void {
  const number = phoneOfJid(net, jid)?.number ?? numberOf(jid);
  if (!number) throw queryError('item-not-found', 404);
  if (action === 'block') phone.blocked.add(number);
  else phone.blocked.delete(number);
}

/**
 * A phone writes to `toPhone` in a chat WhatsApp addresses by the writer's LID, with the phone
 * form beside it (`remoteJidAlt`) unless `withNumber` is false. Returns the message id.
 */
export function phoneSendsAsLid(
  net: Network,
  from: string,
  toPhone: string,
  text: string,
  withNumber: boolean,
) {
  const sender = net.register(from);
  const recipient = net.phones.get(toPhone);
  if (!recipient) throw new Error(`fake-whatsapp: ${toPhone} is not on WhatsApp`);
  const id = `3A${randomBytes(9).toString('hex').toUpperCase()}`;
  const message: WAMessage = {
    key: {
      remoteJid: `${sender.lid}@lid`,
      fromMe: false,
      id,
      ...(withNumber && { remoteJidAlt: userJid(from) }),
    },
    message: { conversation: text },
    messageTimestamp: unixTime(),
    pushName: sender.name,
    broadcast: false,
  };
  if (!recipient.blocked.has(from))
    net.later(0, () => net.notify(recipient, 'messages.upsert', { messages: [message], type: 'notify' }));
  return id;
}

/** The phone's address book sync reaches its linked devices (`contacts.upsert`). */
export function syncContacts(net: Network, phone: string, contacts: Contact[]): void {
  const owner = net.phones.get(phone);
  if (!owner) throw new Error(`fake-whatsapp: ${phone} is not on WhatsApp`);
  net.notify(owner, 'contacts.upsert', contacts);
}

/** WhatsApp tells the phone's devices which number a LID stands for (`lid-mapping.update`). */
export function mapLid(net: Network, phone: string, number: string): void {
  const owner = net.phones.get(phone);
  const person = net.phones.get(number);
  if (!owner || !person) throw new Error('fake-whatsapp: both phones must be on WhatsApp');
  net.notify(owner, 'lid-mapping.update', { lid: `${person.lid}@lid`, pn: userJid(number) });
}
