import { randomBytes } from 'node:crypto';
import type { WACallEvent, WACallUpdateType } from '@whiskeysockets/baileys';
import type { Device, Network } from './network';
import { connectionClosed, userJid } from './wa-ids';

/** What happens to a ringing or answered call, on either phone or on WhatsApp's servers. */
export type CallStep = 'answer' | 'decline' | 'caller-hangs-up' | 'callee-hangs-up' | 'ring-out';

/** The status the callee's linked devices get for each step, as Baileys 7 reports it. */
const STATUS_OF: Record<CallStep, WACallUpdateType> = {
  answer: 'accept',
  decline: 'reject',
  'caller-hangs-up': 'terminate',
  'callee-hangs-up': 'terminate',
  'ring-out': 'timeout',
};

interface FakeCall {
  from: string;
  to: string;
  video: boolean;
  /** Rejected by a linked device of the callee (`rejectCall`). */
  rejected: boolean;
}

/** WhatsApp's calls by id, per fake network. */
const calls = new WeakMap<Network, Map<string, FakeCall>>();
function callsOf(net: Network): Map<string, FakeCall> {
  let map = calls.get(net);
  if (!map) {
    map = new Map();
    calls.set(net, map);
  }
  return map;
}

/** The `call` event Baileys emits for this call's status. */
const eventOf = (id: string, call: FakeCall, status: WACallUpdateType): WACallEvent => ({
  chatId: userJid(call.from),
  from: userJid(call.from),
  id,
  date: new Date(),
  isVideo: call.video,
  isGroup: false,
  status,
  offline: false,
});

/** A phone calls `to`: its devices get the offer as Baileys reports it (`call`, status offer). */
export function phoneCalls(net: Network, from: string, to: string, video: boolean): string {
  const callee = net.phones.get(to);
  if (!callee) throw new Error(`fake-whatsapp: ${to} is not on WhatsApp`);
  const id = randomBytes(16).toString('hex').toUpperCase();
  const call = { from, to, video, rejected: false };
  callsOf(net).set(id, call);
  net.later(0, () => net.notify(callee, 'call', [eventOf(id, call, 'offer')]));
  return id;
}

/** The call goes on (answered or declined on the callee's phone, hung up, rung out): the callee's devices hear it. */
export function callStep(net: Network, id: string, step: CallStep): void {
  const call = callsOf(net).get(id);
  const callee = call && net.phones.get(call.to);
  if (!call || !callee) throw new Error(`fake-whatsapp: no call ${id}`);
  net.later(0, () => net.notify(callee, 'call', [eventOf(id, call, STATUS_OF[step])]));
}

/** Baileys' `rejectCall(callId, callFrom)`: the caller's phone sees the call declined. */
export function rejectCall(net: Network, device: Device | undefined, callId: string, callFrom: string) {
  if (!device) throw connectionClosed();
  const call = callsOf(net).get(callId);
  if (!call || call.to !== device.phone.number || userJid(call.from) !== callFrom)
    throw new Error(`fake-whatsapp: no call ${callId} from ${callFrom} to ${device.phone.number}`);
  call.rejected = true;
}

export const callRejected = (net: Network, id: string) => callsOf(net).get(id)?.rejected === true;
