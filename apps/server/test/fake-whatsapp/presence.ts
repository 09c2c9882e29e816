import type { WAPresence } from '@whiskeysockets/baileys';
import type { Device, Network } from './network';
import { connectionClosed, numberOf, userJid } from './wa-ids';

/** What WhatsApp's servers keep of presence, per fake network. */
interface PresenceState {
  /** `<viewer> <contact>` -> what the viewer's phone shows of the contact now. */
  shown: Map<string, WAPresence>;
  /** `<subscriber> <contact>`: the subscriber's devices get the contact's presence. */
  subscriptions: Set<string>;
}

const states = new WeakMap<Network, PresenceState>();
function stateOf(net: Network): PresenceState {
  let state = states.get(net);
  if (!state) {
    state = { shown: new Map(), subscriptions: new Set() };
    states.set(net, state);
  }
  return state;
}

const numberOfJid = (jid: string) => {
  const number = numberOf(jid);
  if (!number) throw new Error(`fake-whatsapp: not a person's jid: ${jid}`);
  return number;
};

/** `contact`'s presence reaches the devices of every phone subscribed to it (and in that chat). */
function tellSubscribers(net: Network, contact: string, presence: WAPresence, only?: string): void {
  const { subscriptions } = stateOf(net);
  for (const phone of net.phones.values()) {
    if (only !== undefined && phone.number !== only) continue;
    if (!subscriptions.has(`${phone.number} ${contact}`)) continue;
    const jid = userJid(contact);
    net.later(0, () =>
      net.notify(phone, 'presence.update', {
        id: jid,
        presences: { [jid]: { lastKnownPresence: presence } },
      }),
    );
  }
}

/** Baileys' `sendPresenceUpdate(type, toJid)` of a linked device: the chat's phone shows it. */
export function sendPresenceUpdate(
  net: Network,
  device: Device | undefined,
  type: WAPresence,
  toJid?: string,
) {
  if (!device) throw connectionClosed();
  const from = device.phone.number;
  if (!toJid || toJid.endsWith('@g.us')) return;
  const to = numberOfJid(toJid);
  stateOf(net).shown.set(`${to} ${from}`, type);
  tellSubscribers(net, from, type, to);
}

/** Baileys' `presenceSubscribe(toJid)`: the device's phone hears the contact's presence from now on. */
export function presenceSubscribe(net: Network, device: Device | undefined, toJid: string) {
  if (!device) throw connectionClosed();
  stateOf(net).subscriptions.add(`${device.phone.number} ${numberOfJid(toJid)}`);
}

/** What the viewer's phone shows of the contact (composing, recording, paused...), if anything. */
export const presenceShown = (net: Network, viewer: string, contact: string) =>
  stateOf(net).shown.get(`${viewer} ${contact}`);

/** The phone types (composing) or stops (paused) in its chat with `to`; available/unavailable go to all subscribers. */
export function phonePresence(net: Network, from: string, presence: WAPresence, to?: string): void {
  tellSubscribers(net, from, presence, to);
}
