/**
 * The only boundary that knows a messaging wire protocol. Everything else (tokens, queue,
 * webhooks, billing) talks to this interface; the simulator and the real WhatsApp engine
 * implement it and must pass the same contract tests.
 */
import type {
  GroupChanges,
  GroupRole,
  ParticipantAction,
  ParticipantOutcome,
  PresenceState,
  PresenceUpdateState,
} from '@chatgate/contracts';

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
    /** On update: what changed, to what. */
    changes?: GroupChanges;
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

/** What a status (story) shows: a text on a background colour, or an image or video with a caption. */
export type StatusContent =
  | { statusType: 'text'; body: string; backgroundColor: string; font: number }
  | { statusType: 'image' | 'video'; media: string; mimeType?: string; size?: number; caption?: string };

/** The profile of the phone linked to a token. */
export interface EngineProfile {
  number: string;
  name: string;
  about: string;
  pictureUrl: string | null;
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

/** A person an engine is asked about: by number when known, else by LID. */
export type ContactRef = { number: string; lid?: string } | { number?: undefined; lid: string };

/** A profile picture: where WhatsApp serves it, or the image itself (the sandbox's). */
export type ContactPicture = { url: string } | { mimeType: string; data: Buffer };

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
  /** A member whose number WhatsApp hides has `number: null` and their LID. */
  participants: Array<GroupMember & { role: GroupRole }>;
  /** Empty when the group has none. */
  description: string;
  settings: GroupSettings;
  createdAt: Date;
}

/** A group member: their number and LID (`<digits>@lid`), each null when not known. */
export interface GroupMember {
  number: string | null;
  lid: string | null;
}

/** Who may send to a group and who may change its subject, description and picture. */
export interface GroupSettings {
  onlyAdminsSend: boolean;
  onlyAdminsEdit: boolean;
}

export type { GroupChanges };

/** The participant actions of `updateAdmins` (group.admin). */
export type AdminAction = Extract<ParticipantAction, 'promote' | 'demote'>;

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
  /** A status (story), `to` STATUS_CHAT, shown to `recipients` (numbers); engines with `sendsStatuses`. */
  | ({ kind: 'status'; recipients: string[] } & StatusContent)
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
   * Changes a group's subject, description or settings (only what is given) and answers the
   * group as it is now; its members' tokens get a `group` event with action `update`.
   * EngineError `group-not-found` when the token's phone is not in it, `not-admin` unless it is
   * an admin.
   */
  updateGroup(insid: string, groupId: string, changes: GroupChanges): Promise<GroupInfo>;
  /** Promotes members to admins or demotes admins, answering per number (as updateParticipants). */
  updateAdmins(
    insid: string,
    groupId: string,
    action: AdminAction,
    numbers: string[],
  ): Promise<ParticipantResult[]>;
  /** The group's invite code (admins only); with `revoke`, a new one replaces it (the old one stops working). */
  groupInvite(insid: string, groupId: string, revoke: boolean): Promise<string>;
  /**
   * The token's phone joins the group of this invite code and answers it. EngineError
   * `invite-not-found` for an unknown or revoked code, `already-member` when it is in it.
   */
  joinGroup(insid: string, code: string): Promise<GroupInfo>;
  /** The token's phone leaves the group (`group-not-found` when it is not in it). */
  leaveGroup(insid: string, groupId: string): Promise<void>;
  /** Sets the group's picture (a square JPEG); admins only. */
  setGroupPicture(insid: string, groupId: string, jpeg: Buffer): Promise<void>;
  /**
   * Shows the token typing (or recording a voice note) in the chat `chatId` (a number or a group
   * id), or stops showing it (`paused`). EngineError `not-connected` when the phone is not linked.
   */
  sendPresence(insid: string, chatId: string, state: PresenceState): Promise<void>;
  /** Asks for the contact's presence: `presence` events follow while the session lives. */
  subscribePresence(insid: string, number: string): Promise<void>;
  /** Rejects a ringing call: the caller's phone shows it declined. */
  rejectCall(insid: string, call: Pick<IncomingCall, 'id' | 'callerRef'>): Promise<void>;
  /** The person's about (status) text; null when unset or hidden. EngineError `not-connected`. */
  contactAbout(insid: string, contact: ContactRef): Promise<string | null>;
  /** The person's profile picture; null when there is none or it is hidden. EngineError `not-connected`. */
  contactPicture(insid: string, contact: ContactRef): Promise<ContactPicture | null>;
  /**
   * Blocks (or unblocks) the person on the token's phone: a blocked person's messages no longer
   * reach the token. EngineError `not-connected`.
   */
  blockContact(insid: string, contact: ContactRef, blocked: boolean): Promise<void>;
  /** The linked phone's profile (read by engines that perform profile.update). */
  getProfile(insid: string): Promise<EngineProfile>;
  /** Changes the linked phone's name, about text, or both. */
  updateProfile(insid: string, change: { name?: string; about?: string }): Promise<void>;
  /** Sets the profile picture (a 640x640 JPEG), or removes it (null). */
  setProfilePicture(insid: string, jpeg: Buffer | null): Promise<void>;
  /** Declares that `send` posts an OutgoingMessage of kind `status` to its recipients. */
  readonly sendsStatuses: true;
  /** Deletes a status the token posted from its recipients' phones. */
  revokeStatus(insid: string, status: { id: string; recipients: string[] }): Promise<void>;
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
