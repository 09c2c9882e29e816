/**
 * The only boundary that knows a messaging wire protocol. Everything else (tokens, queue,
 * webhooks, billing) talks to this interface; the simulator and the real WhatsApp engine
 * implement it and must pass the same contract tests.
 */
import type { ConnectionCause, ParticipantAction } from '@chatgate/contracts';
import type { EngineEventName, EngineListener, IncomingMessage, PollContent } from './engine-events';
import type { GroupInfo, ParticipantResult } from './engine-groups';
import type { OptionalEngineOperations } from './engine-optional-operations';
import type { StatusContent } from './operations/statuses';

export type SessionState =
  /** `problem`: why the engine's session is down while it is (it may still be retrying). */
  | { state: 'idle'; problem?: ConnectionCause }
  | { state: 'qr'; qr: string; expiresAt: Date }
  | { state: 'connected'; wid: string };

/** A message the token received, as `sendReadReceipts` takes it: our id and the engine's reference. */
export type ReceivedMessageRef = Pick<IncomingMessage, 'id' | 'engineRef'>;

/** A code the user types on the phone instead of scanning a QR. */
export interface PairingCode {
  /** Eight letters and digits, shown as `ABCD-EFGH`. */
  code: string;
  expiresAt: Date;
}

export interface ChannelInfo {
  /** `<digits>@newsletter` */
  id: string;
  name: string;
  description: string;
  createdAt: Date;
}

/**
 * What a token sends. `id` is ours; status events refer to it and engines use it to send once.
 * `to` is a number, a group id (`…@g.us`) or a channel id (`…@newsletter`).
 */
export type OutgoingMessage = {
  id: string;
  to: string;
  quotedId?: string;
  /** A forward of another message: shown marked forwarded (engines with `sendsForwards`). */
  forwarded?: true;
} & (
  | { kind: 'text'; body: string }
  | {
      kind: 'media';
      mediaType: 'image' | 'audio' | 'video' | 'document' | 'archive';
      /**
       * An https URL (fetch it through a lookup that refuses private addresses) or a file:// URL
       * of media the customer sent inline, with its `mimeType`.
       */
      media: string;
      mimeType?: string;
      /** The file's size in bytes, when sent inline. */
      size?: number;
      caption?: string;
      fileName?: string;
    }
  | { kind: 'location'; latitude: number; longitude: number; name?: string; address?: string }
  | { kind: 'contact'; name: string; phone: string }
  /** An empty `emoji` removes the token's reaction to the message. */
  | { kind: 'reaction'; messageId: string; emoji: string }
  | ({ kind: 'poll' } & PollContent)
  /**
   * A sticker: `media` as for a media message; sent inline it is already a WebP. One given by an
   * https URL is fetched when sent and converted then (see `stickerWebp`).
   */
  | { kind: 'sticker'; media: string; mimeType?: string; size?: number }
  /** A status (story), `to` STATUS_CHAT, shown to `recipients` (numbers); engines with `sendsStatuses`. */
  | ({ kind: 'status'; recipients: string[] } & StatusContent)
);

/** How far `sendMany` got: the first `sent` messages were handed over; `error` stopped the next. */
export interface SendManyResult {
  sent: number;
  error?: unknown;
}

export interface MessagingEngine extends Partial<OptionalEngineOperations> {
  readonly name: string;
  /**
   * Starts (or resumes) the token's session: a QR to scan, or connected when already linked.
   * EngineError `whatsapp-unreachable` when the network cannot be reached (the engine keeps trying).
   */
  startSession(insid: string): Promise<SessionState>;
  sessionState(insid: string): Promise<SessionState>;
  /**
   * Starts linking by phone number: the answer is the code to type on that phone (WhatsApp >
   * Linked devices > Link with phone number). The token connects (a `connected` event) once it is
   * typed. EngineError `already-connected` when a phone is linked; `not-registered` when the
   * engine can tell the number is not on the network (WhatsApp does not tell a device that is
   * not linked yet: there the code just never links).
   */
  requestPairingCode(insid: string, phone: string): Promise<PairingCode>;
  /**
   * Picks up after a restart, once the engine's events are wired: receipts that were due, linked
   * sessions that must reconnect. Returns how many things it resumed. `hosted` limits it to the
   * tokens this process hosts (the other processes resume theirs).
   */
  recover(hosted?: (insid: string) => boolean): Promise<number>;
  /** How many of the engine's live sessions are in each state (for the metrics endpoint). */
  sessionCounts(): Record<string, number>;
  /** The protocol version the engine speaks, where it has one (the WhatsApp Web version). */
  webVersion?(): { version: string; source: 'override' | 'fetched' | 'bundled' };
  /** Unlinks the phone: the next session needs a new scan. */
  logout(insid: string): Promise<void>;
  /** Closes the live session but keeps the link, so a later start needs no new scan (used on expiry). */
  stopSession(insid: string): Promise<void>;
  /**
   * Sends a message; progress arrives as `status` events with the same id. Sending the same id
   * again (after a crash) must not deliver it twice. A group the token's phone is not in, or a
   * channel it does not own, ends as `failed` with the reason.
   */
  send(insid: string, message: OutgoingMessage): Promise<void>;
  /**
   * Optional: sends the token's messages in the given order, exactly as calling `send` for each in
   * turn would (the same status events, dedup of a repeated id and failure reasons), in fewer
   * round trips. Stops at the first message whose send throws: `sent` is how many were handed over
   * before it (all of them when none threw) and `error` why that one was not. Engines without it
   * are called with `send` one message at a time (see `sendInTurn`).
   */
  sendMany?(insid: string, messages: OutgoingMessage[]): Promise<SendManyResult>;
  /**
   * Tells the sender of each of these messages, received in the chat `chatId` (a number or a group
   * id), that the token read them: the blue ticks on their phone. EngineError `not-connected` when
   * the token's phone is not linked or not online; nothing is sent then.
   */
  sendReadReceipts(insid: string, chatId: string, messages: ReceivedMessageRef[]): Promise<void>;
  /** Whether the number is registered on the network. */
  checkNumber(insid: string, number: string): Promise<boolean>;
  /**
   * Creates a group owned by the token's phone with the given numbers in it. Every number must be
   * registered, else EngineError `not-registered` naming them; the token's own number is ignored.
   */
  createGroup(insid: string, subject: string, participants: string[]): Promise<GroupInfo>;
  /** The groups the token's phone is a member of. */
  listGroups(insid: string): Promise<GroupInfo[]>;
  /** The group, or null when it does not exist or the token's phone is not in it. */
  getGroup(insid: string, groupId: string): Promise<GroupInfo | null>;
  /**
   * Adds or removes numbers, answering for each one. Only admins may: EngineError `not-admin`;
   * `group-not-found` when the token's phone is not in the group.
   */
  updateParticipants(
    insid: string,
    groupId: string,
    action: ParticipantAction,
    numbers: string[],
  ): Promise<ParticipantResult[]>;
  /** A channel owned by the token's phone; only the owner can post to it. */
  createChannel(insid: string, name: string, description?: string): Promise<ChannelInfo>;
  /** The channels the token's phone owns. */
  listChannels(insid: string): Promise<ChannelInfo[]>;
  on<K extends EngineEventName>(event: K, listener: EngineListener<K>): () => void;
  close(): Promise<void>;
}
