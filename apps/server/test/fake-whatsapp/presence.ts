import { randomBytes } from 'node:crypto';
import type { WACallEvent, WAPresence } from '@whiskeysockets/baileys';
import type { Device, Network } from './network';
import { connectionClosed, numberOf, userJid } from './wa-ids';

/** What WhatsApp's servers keep of presence and calls, per fake network. */
interface PresenceState {
  /** `<viewer> <contact>` -> what the viewer's phone shows of the contact now. */
  shown: Map<string, WAPresence>;
  /** `<subscriber> <contact>`: the subscriber's devices get the contact's presence. */
  subscriptions: Set<string>;
  /** Calls by id: the caller, and whether the callee rejected it. */
  calls: Map<string, { from: string; to: string; rejected: boolean }>;
}

const states = new WeakMap<Network, PresenceState>();
function stateOf(net: Network): PresenceState {
  let state = states.get(net);
  if (!state) {
    state = { shown: new Map(), subscriptions: new Set(), calls: new Map() };
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

/** Baileys' `rejectCall(callId, callFrom)`: the caller's phone sees the call declined. */
export function rejectCall(net: Network, device: Device | undefined, callId: string, callFrom: string) {
  if (!device) throw connectionClosed();
  const call = stateOf(net).calls.get(callId);
  if (!call || call.to !== device.phone.number || userJid(call.from) !== callFrom)
    throw new Error(`fake-whatsapp: no call ${callId} from ${callFrom} to ${device.phone.number}`);
  call.rejected = true;
}

/** What the viewer's phone shows of the contact (composing, recording, paused...), if anything. */
export const presenceShown = (net: Network, viewer: string, contact: string) =>
  stateOf(net).shown.get(`${viewer} ${contact}`);

/** The phone types (composing) or stops (paused) in its chat with `to`; available/unavailable go to all subscribers. */
export function phonePresence(net: Network, from: string, presence: WAPresence, to?: string): void {
  tellSubscribers(net, from, presence, to);
}

/** A phone calls `to`: its devices get the offer as Baileys reports it (`call`, status offer). */
export function phoneCalls(net: Network, from: string, to: string, video: boolean): string {
  const callee = net.phones.get(to);
  if (!callee) throw new Error(`fake-whatsapp: ${to} is not on WhatsApp`);
  const id = randomBytes(16).toString('hex').toUpperCase();
  stateOf(net).calls.set(id, { from, to, rejected: false });
  const offer: WACallEvent = {
    chatId: userJid(from),
    from: userJid(from),
    id,
    date: new Date(),
    isVideo: video,
    isGroup: false,
    status: 'offer',
    offline: false,
  };
  net.later(0, () => net.notify(callee, 'call', [offer]));
  return id;
}

export const callRejected = (net: Network, id: string) => stateOf(net).calls.get(id)?.rejected === true;
