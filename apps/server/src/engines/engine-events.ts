/** What engines tell the rest of the server (`MessagingEngine.on`), and the payloads they carry. */
import type {
  ConnectionCause,
  GroupEventChanges,
  ParticipantAction,
  PresenceUpdateState,
} from '@chatgate/contracts';
import type { GroupMember } from './engine-groups';

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
  | 'poll'
  /** A status (story) a contact posted: `from` is STATUS_CHAT, `author` the poster. */
  | 'status';

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
  /**
   * The chat it came in: the sender's number (digits), or a group id; the sender's LID
   * (`…@lid`) when WhatsApp named them only by it (a LID is never given as a number).
   */
  from: string;
  /** In a group: the number of the member who wrote it, when known (else only `senderLid`). */
  author?: string;
  /** The writer's LID (`<digits>@lid`), WhatsApp's privacy id, when known beside the number. */
  senderLid?: string;
  /** The name the writer set on their WhatsApp (push name), when the message carried it. */
  pushName?: string;
  type: IncomingType;
  body: string;
  timestamp: Date;
  file?: IncomingFile;
  /** Why the file the message carried could not be kept (RECEIVED_MEDIA_ERRORS); it has no `file` then. */
  mediaError?: string;
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

export interface EngineEvents {
  qr: { insid: string; qr: string; expiresAt: Date };
  connected: { insid: string; wid: string };
  /** `cause` and `code`: why WhatsApp closed the connection, when the engine knows (close-reasons.ts). */
  disconnected: {
    insid: string;
    reason: 'logout' | 'qr-timeout' | 'error';
    cause?: ConnectionCause;
    code?: number;
  };
  message: { insid: string; message: IncomingMessage };
  status: { insid: string; messageId: string; status: DeliveryStatus; error?: string };
  /** Someone's current choice on a poll of the token (sent or received); it replaces their earlier one. */
  pollVote: PollVote;
  /**
   * The token's phone is in a group that was created, whose participants changed (added,
   * removed, promoted, demoted), or whose subject, description or settings changed (`update`).
   */
  group: {
    insid: string;
    groupId: string;
    action: 'create' | ParticipantAction | 'update';
    /**
     * On create: every member; on a participant action: the members that changed; on update:
     * none. Each by number, else (number hidden) by LID (`<digits>@lid`), never a LID's digits.
     */
    participants: string[];
    /** The same members (same order) with their number and LID, each null when not known. */
    members?: GroupMember[];
    /** The number that made the change, when known. */
    author?: string;
    /** The LID (`<digits>@lid`) of who made the change, when known. */
    authorLid?: string;
    subject?: string;
    /** On update: what changed, to what (the picture: set or removed). */
    changes?: GroupEventChanges;
  };
  /**
   * The sender of a message the token received (another token's phone, or a person's) changed
   * it: edited its text, or deleted it for everyone. `messageId` is our id of the received message.
   */
  changed: { insid: string; messageId: string } & ({ change: 'edit'; body: string } | { change: 'revoke' });
  /** A contact opened one of the token's statuses; `statusId` is our id of it. */
  statusViewed: { insid: string; statusId: string; viewer: string; timestamp: Date };
  /** What the token's phone learnt of people: its address book, their profiles, LID <-> number pairs. */
  contacts: { insid: string; contacts: ContactUpdate[] };
  /** A contact the token subscribed to (`subscribePresence`) came online, went away, typed or stopped. */
  presence: { insid: string; chatId: string; state: PresenceUpdateState; lastSeen?: Date };
  /** A call reached the token's phone (WhatsApp's offer); it rings until rejected or given up. */
  call: { insid: string; call: IncomingCall };
  /** What became of a call the token's phone received (see CallChange). */
  callState: { insid: string; callId: string; state: CallChange; timestamp: Date };
  /** What the linked phone reports of the token's chats (see ChatReport). */
  chats: { insid: string; chats: ChatReport[] };
}

/** A call to the token's phone. */
export interface IncomingCall {
  /** The engine's call id. */
  id: string;
  /** The caller's number, or the group id of a group call. */
  from: string;
  /** The engine's own name of the caller, which `rejectCall` takes back (WhatsApp's jid). */
  callerRef: string;
  /** The caller's LID (`<digits>@lid`), when the engine named it. */
  fromLid?: string;
  video: boolean;
  group: boolean;
  timestamp: Date;
}

/**
 * A ringing call was answered on the token's phone (`accepted`) or declined there (`rejected`),
 * rang out (`missed`), or one side hung up (`ended`: before it was answered, the caller gave up).
 */
export type CallChange = 'accepted' | 'rejected' | 'missed' | 'ended';

/**
 * What the engine learnt of one person; fields it did not learn are left out (never blanked).
 * `number` and `lid` together are a LID <-> phone number pair.
 */
export interface ContactUpdate {
  /** The phone number (digits), never a LID. */
  number?: string;
  /** `<digits>@lid`, without a device suffix. */
  lid?: string;
  /** The name in the token phone's address book. */
  savedName?: string;
  /** The name the person set on their WhatsApp. */
  pushName?: string;
  business?: boolean;
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
  /**
   * When the engine heard of it (`changeTime`, our clock, not WhatsApp's): a setting changed since
   * (an API change asked for later) is newer, and this report leaves it alone (decision 0041).
   */
  changedAt: Date;
}

/** A report before the engine stamps it with when it heard of it. */
export type UnstampedChatReport = Omit<ChatReport, 'changedAt'>;
