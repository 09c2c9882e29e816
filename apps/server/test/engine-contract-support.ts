import type { MessagingEngine } from '../src/engines/engine';
import type {
  DeliveryStatus,
  EngineEventName,
  EngineEvents,
  PollContent,
} from '../src/engines/engine-events';
import type { ChatHarness } from './engine-contract-chats';
import type { ContactsHarness } from './engine-contract-contacts';
import type { CallStep } from './fake-whatsapp/calls';

/**
 * The behaviour every MessagingEngine must show. `link` and `enterPairingCode` play the phone's
 * part (scanning the QR, typing the pairing code); `registered`/`unregistered` are numbers the engine's network knows and does not know.
 */
export interface EngineHarness extends ContactsHarness, ChatHarness {
  engine: MessagingEngine;
  /** A token id the engine may start a session for; a new one on every call. */
  newToken(): Promise<string>;
  /** Scans the QR payload with a phone; resolves once the engine saw it. */
  link(qr: string, phone: string): Promise<void>;
  /** Types the pairing code on the phone with this number; resolves once the engine saw it. */
  enterPairingCode(code: string, phone: string): Promise<void>;
  registered: string;
  unregistered: string;
  /** How many copies of the message (direct or posted in a group) the recipient's phone holds. */
  receivedBy(phone: string, messageId: string): Promise<number>;
  phone(): string;
  /** The phone `from` writes a text to the token's phone `toPhone`; answers its own id of the message. */
  phoneWrites(from: string, toPhone: string, body: string): Promise<string>;
  /** Whether the phone `from` sees its message (the id phoneWrites answered) read. */
  seenRead(from: string, id: string): Promise<boolean>;
  /** The phone `from` edits (a new body) or deletes for everyone (null) its message `id` to `toPhone`. */
  phoneChanges(from: string, toPhone: string, id: string, body: string | null): Promise<void>;
  /** The phone votes on the token's poll (our message id) it received: a click on the phone. */
  phoneVotes(phone: string, messageId: string, options: string[]): Promise<void>;
  /** The phone `from` sends a poll to the token's phone `toPhone`. */
  phoneSendsPoll(from: string, toPhone: string, poll: PollContent): Promise<void>;
  /** The phone `from` sends a sticker (a WebP) to the token's phone `toPhone`. */
  phoneSendsSticker(from: string, toPhone: string, webp: Buffer): Promise<void>;
  /** The phone (not through a token) changes the subject of a group it is an admin of. */
  phoneChangesSubject(phone: string, groupId: string, subject: string): Promise<void>;
  /** Whether the group has a picture set. */
  groupHasPicture(groupId: string): Promise<boolean>;
  /** What the phone received as the token's message (our id): a poll, a sticker, or null for anything else. */
  receivedContent(phone: string, messageId: string): Promise<PollContent | 'sticker' | null>;
  /** What the viewer's phone shows of the contact under the chat's name: typing, recording or nothing. */
  presenceSeen(viewer: string, contact: string): Promise<'typing' | 'recording' | null>;
  /** The phone types or stops in the chat with `to`, or opens (available) or closes (unavailable). */
  phonePresence(
    from: string,
    state: 'typing' | 'paused' | 'available' | 'unavailable',
    to?: string,
  ): Promise<void>;
  /** The phone calls `toPhone`; answers the engine's call id. */
  phoneCalls(from: string, toPhone: string, video: boolean): Promise<string>;
  /** Whether the caller's phone sees its call declined. */
  callRejected(from: string, callId: string): Promise<boolean>;
  /**
   * The call from `from` to the token's phone `toPhone` goes on: answered or declined on the
   * token's phone, hung up by either phone, or rung out (no answer for 30 s).
   */
  callStep(from: string, toPhone: string, callId: string, step: CallStep): Promise<void>;
  /** What the network keeps of the token's status (our id): its recipients, text, whether deleted. */
  statusOn(statusId: string): Promise<{ recipients: string[]; body: string; revoked: boolean } | null>;
  /** The phone opens the token's status (our id) shown to it. */
  phoneViewsStatus(viewer: string, statusId: string): Promise<void>;
  /** The phone `from` posts a text status its contact `toPhone` (a token's phone it wrote to) sees; its id on the network. */
  phonePostsStatus(from: string, toPhone: string, body: string): Promise<string>;
  /** The phone `from` deletes the status it posted (as phonePostsStatus answered it). */
  phoneDeletesStatus(from: string, posted: string): Promise<void>;
  /** The profile the network shows for the number. */
  profileOn(phone: string): Promise<{ name: string; about: string; picture: boolean }>;
  close(): Promise<void>;
}

export function nextEvent<K extends EngineEventName>(
  engine: MessagingEngine,
  name: K,
  match: (e: EngineEvents[K]) => boolean,
): Promise<EngineEvents[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name} event`)), 5000);
    const off = engine.on(name, (event) => {
      if (!match(event)) return;
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
}

/** A token whose session was started and whose QR a new phone scanned. */
export async function connectedToken(h: EngineHarness): Promise<{ insid: string; phone: string }> {
  const insid = await h.newToken();
  const started = await h.engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  const phone = h.phone();
  await h.link(started.qr, phone);
  return { insid, phone };
}

/** The statuses the engine reports for a message, until it reports `last`. */
export function statusesUntil(engine: MessagingEngine, messageId: string, last: DeliveryStatus) {
  const seen: DeliveryStatus[] = [];
  const done = new Promise<DeliveryStatus[]>((resolve) => {
    const off = engine.on('status', (e) => {
      if (e.messageId !== messageId) return;
      seen.push(e.status);
      if (e.status === last) {
        off();
        resolve(seen);
      }
    });
  });
  return done;
}

export const text = (id: string, to: string, body: string) => ({ kind: 'text' as const, id, to, body });
