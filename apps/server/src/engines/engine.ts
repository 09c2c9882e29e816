/**
 * The only boundary that knows a messaging wire protocol. Everything else (tokens, queue,
 * webhooks, billing) talks to this interface; the simulator and the real WhatsApp engine
 * implement it and must pass the same contract tests.
 */
import type { GroupRole, ParticipantAction, ParticipantOutcome } from '@chatgate/contracts';

export type SessionState =
  | { state: 'idle' }
  | { state: 'qr'; qr: string; expiresAt: Date }
  | { state: 'connected'; wid: string };

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** What a received message is; `body` describes it in words for every type. */
export type IncomingType =
  | 'text'
  | 'image'
  | 'video'
  | 'audio'
  | 'voice'
  | 'document'
  | 'sticker'
  | 'location'
  | 'contact'
  | 'reaction'
  | 'poll';

/** A received file, already stored by us (WhatsApp's own media links expire). */
export interface IncomingFile {
  /** The media store's reference (`stored:<sha256>`). */
  ref: string;
  mimeType: string;
  size: number;
  fileName?: string;
}

export interface IncomingMessage {
  id: string;
  /** The chat it came in: the sender's number (digits), or a group id. */
  from: string;
  /** In a group: the number of the member who wrote it. */
  author?: string;
  /** The writer's LID (`<digits>@lid`), WhatsApp's privacy id, when known beside the number. */
  senderLid?: string;
  type: IncomingType;
  body: string;
  timestamp: Date;
  file?: IncomingFile;
  /** Our id of the message it replies to or reacts to, when it does. */
  quotedId?: string;
  /** Sent as a forward of another message. */
  forwarded?: true;
  /** A poll (type `poll`): its question and options. */
  poll?: PollContent;
  /**
   * What the engine needs to quote or react to this message later (e.g. WhatsApp's message key);
   * stored with the message and opaque to everything else.
   */
  engineRef?: Record<string, unknown>;
}

/** A message the token received, as `sendReadReceipts` takes it: our id and the engine's reference. */
export type ReceivedMessageRef = Pick<IncomingMessage, 'id' | 'engineRef'>;

/** A code the user types on the phone instead of scanning a QR. */
export interface PairingCode {
  /** Eight letters and digits, shown as `ABCD-EFGH`. */
  code: string;
  expiresAt: Date;
}

export interface EngineEvents {
  qr: { insid: string; qr: string; expiresAt: Date };
  connected: { insid: string; wid: string };
  disconnected: { insid: string; reason: 'logout' | 'qr-timeout' | 'error' };
  message: { insid: string; message: IncomingMessage };
  status: { insid: string; messageId: string; status: DeliveryStatus; error?: string };
  /** Someone's current choice on a poll of the token (sent or received); it replaces their earlier one. */
  pollVote: PollVote;
  /** The token's phone is in a group that was created, or whose participants changed. */
  group: {
    insid: string;
    groupId: string;
    action: 'create' | ParticipantAction;
    /** On create: every member; on add or remove: the numbers that changed. */
    participants: string[];
    /** The number that made the change, when known. */
    author?: string;
    subject?: string;
  };
  /**
   * The sender of a message the token received (another token's phone, or a person's) changed
   * it: edited its text, or deleted it for everyone. `messageId` is our id of the received message.
   */
  changed: { insid: string; messageId: string } & ({ change: 'edit'; body: string } | { change: 'revoke' });
  /** What the linked phone reports of the token's chats (see ChatReport). */
  chats: { insid: string; chats: ChatReport[] };
}

/** A poll's question and options, as sent or received. */
export interface PollContent {
  name: string;
  options: string[];
  multipleAnswers: boolean;
}

export interface PollVote {
  insid: string;
  /** Our id of the poll message. */
  pollId: string;
  /** The voter's number, when known; else `voterLid` names them. */
  voter?: string;
  voterLid?: string;
  /** The option texts chosen now (none: the vote was taken back). */
  selectedOptions: string[];
  timestamp: Date;
}

export type EngineEventName = keyof EngineEvents;
export type EngineListener<K extends EngineEventName> = (event: EngineEvents[K]) => void;

export type { GroupRole, ParticipantAction, ParticipantOutcome };

export interface GroupInfo {
  /** `<digits>@g.us` */
  id: string;
  subject: string;
  /** The creator's number. */
  owner: string;
  participants: Array<{ number: string; role: GroupRole }>;
  createdAt: Date;
}

export interface ParticipantResult {
  number: string;
  outcome: ParticipantOutcome;
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
);

/** How far `sendMany` got: the first `sent` messages were handed over; `error` stopped the next. */
export interface SendManyResult {
  sent: number;
  error?: unknown;
}

/** A message the token sent, as an edit or a revoke names it: our id and its chat. */
export interface SentMessageRef {
  id: string;
  to: string;
}

/**
 * The operations an engine may lack. Each is an optional member of MessagingEngine;
 * `engines/capabilities.ts` names them by the contracts' ENGINE_OPERATIONS and turns a missing
 * one into a 501 NOT_SUPPORTED_BY_ENGINE. Windows and ownership are checked before the call.
 */
export interface OptionalEngineOperations {
  /**
   * Changes the text of a text message the token sent: the recipient's phone shows the new
   * text marked edited, and a recipient token gets a `changed` event. EngineError
   * `not-connected` when the token's phone is not linked.
   */
  editMessage(insid: string, message: SentMessageRef, body: string): Promise<void>;
  /** Deletes a message the token sent for everyone, told to its recipients as an edit is. */
  revokeMessage(insid: string, message: SentMessageRef): Promise<void>;
  /** Declares that `send` marks an OutgoingMessage with `forwarded` as a forward. */
  readonly sendsForwards: true;
  /**
   * Archives, pins, mutes or deletes (clears) the chat `chatId` (a number or a group id) on the
   * token's linked phone; `last` is the chat's newest message, which WhatsApp wants beside an
   * archive or a delete (null when the token has none). EngineError `not-connected` when no
   * phone is linked.
   */
  modifyChat(insid: string, chatId: string, change: ChatChange, last: ChatLastRef | null): Promise<void>;
}

export interface MessagingEngine extends Partial<OptionalEngineOperations> {
  readonly name: string;
  /** Starts (or resumes) the token's session: a QR to scan, or connected when already linked. */
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

/** A change of a chat the token asks of its phone: `mute` until a time, or for ever (null). */
export type ChatChange =
  | { action: 'archive' | 'unarchive' | 'pin' | 'unpin' | 'unmute' | 'delete' }
  | { action: 'mute'; until: Date | null };

/** A chat's newest message, as `modifyChat` takes it. */
export interface ChatLastRef {
  /** Our id. */
  id: string;
  direction: 'in' | 'out';
  /** A received message's engine reference (IncomingMessage.engineRef). */
  engineRef?: Record<string, unknown> | null;
  timestamp: Date;
}

/** A chat's newest message, as the engine reports one the linked phone itself wrote. */
export interface ChatLastMessage {
  id: string;
  direction: 'in' | 'out';
  type: string;
  preview: string;
  timestamp: Date;
}

/**
 * What the linked phone says of one chat (its app state, or a message it wrote itself); fields
 * left out did not change. `unreadCount` is only ever 0 (the chat was read on the phone), and
 * `muted` false or the time it ends (null: for ever).
 */
export interface ChatReport {
  /** A number or a group id. */
  id: string;
  name?: string;
  archived?: boolean;
  pinned?: boolean;
  muted?: false | { until: Date | null };
  unreadCount?: 0;
  /** Deleted on the phone. */
  deleted?: true;
  lastMessage?: ChatLastMessage;
}
