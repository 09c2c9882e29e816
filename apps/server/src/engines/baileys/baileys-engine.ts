import type { GroupChanges, ParticipantAction } from '@chatgate/contracts';
import { isChannelId, isGroupId, isLidId, type PresenceState } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { OutageHolding } from '../../db/outage-holding';
import type { MediaStore } from '../../modules/media/media-store';
import type {
  ChannelInfo,
  MessagingEngine,
  OutgoingMessage,
  PairingCode,
  ReceivedMessageRef,
  SessionState,
} from '../engine';
import { EngineError } from '../engine-error';
import type { EngineEventName, EngineListener, IncomingCall } from '../engine-events';
import type { GroupInfo, ParticipantResult } from '../engine-groups';
import { EngineEventHub } from '../event-hub';
import type { ChatChange, ChatLastRef } from '../operations/chats';
import type { ContactPicture, ContactRef } from '../operations/contacts';
import type { AdminAction } from '../operations/group-admin';
import type { SentMessageRef } from '../operations/message-changes';
import type { EngineProfile } from '../operations/profile';
import { SendFailures } from '../send-failures';
import { replayAuthWrites, useDbAuthState } from './auth-state';
import { isLinked, linkedInstances } from './auth-state.queries';
import { BaileysChannels } from './baileys-channels';
import { modifyChatOn } from './baileys-chats';
import { aboutOf, blockOn, pictureOf } from './baileys-contacts';
import { adminsOnlyRefuses, BaileysGroupAdmin } from './baileys-group-admin';
import { BaileysGroups } from './baileys-groups';
import { keepReceivedPoll, pollVoteOf } from './baileys-polls';
import { sendPresence, subscribePresence } from './baileys-presence';
import { profileOf, setProfilePictureOf, updateProfileOf } from './baileys-profile';
import { BaileysSession, exponentialBackoff, type SessionEvent } from './baileys-session';
import type { BaileysSocket, SocketFactory } from './baileys-socket';
import { type StatusMessage, statusFile, statusMessageOf, statusRevokeOf } from './baileys-statuses';
import { IncomingQueue } from './incoming-queue';
import { jidOf, numberOfJid } from './jids';
import { editContent, revokeContent } from './message-changes';
import { receivedKeyOf, storedMessage, waKeysOf } from './message-store';
import { referencedIds, toBaileysMessage } from './outgoing-content';
import { prepareOutgoing } from './outgoing-prepared';
import { QrTimeouts } from './qr-timeouts';
import { SocketEvents } from './socket-events';

type IncomingQueueLogger = ConstructorParameters<typeof IncomingQueue>[0]['logger'];

export interface BaileysEngineOptions {
  factory: SocketFactory;
  /** A pino-compatible logger for Baileys itself. */
  logger: unknown;
  qrTtlMs: number;
  /** How long a token waits for its QR to be scanned before the session stops. */
  qrLifetimeMs: number;
  maxFailures: number;
  backoffMs?: (attempt: number) => number;
  /** How Baileys fetches media URLs (a dispatcher refusing private addresses). */
  fetchOptions?: RequestInit;
  /** Where received files are kept. */
  media: MediaStore;
  /** How auth state writes wait out a database outage, kept on disk (the process runtime's). */
  holding: OutageHolding;
  /** The largest received file kept (default 64 MB). */
  maxIncomingMediaBytes?: number;
  /** Devices that may be linking (showing a QR) at once; more new links wait (answer idle). */
  maxLinking?: number;
  /** How long startSession waits for a QR or an open connection (default 15 s). */
  startTimeoutMs?: number;
}

const START_TIMEOUT_MS = 15_000;
/**
 * How long a pairing code can be typed: the linking connection it belongs to rotates its QR refs
 * and is replaced after about 60 s + 5 × 20 s, so we promise the first minute.
 */
const PAIRING_CODE_TTL_MS = 60_000;
const MAX_LINKING = 20;

/** Sessions reconnected together after a restart. */
const RESUME_AT_ONCE = 5;

/**
 * Real WhatsApp through Baileys: each token is a linked device with its auth state in
 * PostgreSQL. Sessions reconnect with backoff and end "failed" (disconnected, reason error)
 * after too many failed attempts in a row.
 */
export class BaileysEngine implements MessagingEngine {
  readonly name = 'baileys';
  readonly sendsForwards = true;
  readonly sendsStatuses = true;
  private readonly hub = new EngineEventHub();
  private readonly sessions = new Map<string, BaileysSession>();
  private readonly qrTimeouts: QrTimeouts;
  private readonly groups = new BaileysGroups((socket, numbers) => this.registered(socket, numbers));
  private readonly channels: BaileysChannels;
  private readonly groupAdmin = new BaileysGroupAdmin(this.groups);
  private readonly incoming: IncomingQueue;
  private readonly socketEvents: SocketEvents;

  constructor(
    private readonly db: Db,
    private readonly options: BaileysEngineOptions,
  ) {
    this.channels = new BaileysChannels(db);
    this.incoming = new IncomingQueue({
      store: options.media,
      logger: options.logger as IncomingQueueLogger,
      ...(options.fetchOptions && { fetchOptions: options.fetchOptions }),
      ...(options.maxIncomingMediaBytes && { maxMediaBytes: options.maxIncomingMediaBytes }),
      emit: (insid, message) => this.hub.emit('message', { insid, message }),
      polls: {
        keep: (insid, raw) => keepReceivedPoll(db, insid, raw),
        voteOf: (insid, socket, raw) => pollVoteOf(db, insid, socket, raw),
        emit: (vote) => this.hub.emit('pollVote', vote),
      },
    });
    this.socketEvents = new SocketEvents(this.hub, this.incoming);
    this.qrTimeouts = new QrTimeouts(options.qrLifetimeMs, (insid) => this.qrExpired(insid));
  }

  on<K extends EngineEventName>(event: K, listener: EngineListener<K>): () => void {
    return this.hub.on(event, listener);
  }

  async startSession(insid: string): Promise<SessionState> {
    const existing = this.sessions.get(insid);
    if (existing && existing.status.state !== 'idle' && existing.status.state !== 'failed')
      return this.settled(insid, existing);
    if (this.linkingFull() && !(await isLinked(this.db, insid))) return { state: 'idle' };
    const session = existing ?? this.newSession(insid);
    await session.start();
    return this.settled(insid, session);
  }

  async sessionState(insid: string): Promise<SessionState> {
    const status = this.sessions.get(insid)?.status;
    if (status?.state === 'open') return { state: 'connected', wid: status.wid };
    if (status?.state === 'qr') return { state: 'qr', qr: status.qr, expiresAt: status.expiresAt };
    return { state: 'idle' };
  }

  async requestPairingCode(insid: string, phone: string): Promise<PairingCode> {
    const started = await this.startSession(insid);
    if (started.state === 'connected')
      throw new EngineError('already-connected', 'A phone is already linked to this token.');
    const socket = this.sessions.get(insid)?.linkingSocket;
    if (started.state !== 'qr' || !socket)
      throw new EngineError('not-connected', 'WhatsApp could not be reached. Please try again.');
    const code = await socket.requestPairingCode(phone);
    // The code's own lifetime counts: the session waits for it as long as for a scan.
    this.qrTimeouts.clear(insid);
    this.qrTimeouts.arm(insid);
    return { code, expiresAt: new Date(Date.now() + PAIRING_CODE_TTL_MS) };
  }

  async logout(insid: string): Promise<void> {
    this.qrTimeouts.clear(insid);
    const session = this.sessions.get(insid) ?? this.newSession(insid);
    await session.logout();
    this.hub.emit('disconnected', { insid, reason: 'logout' });
  }

  async stopSession(insid: string): Promise<void> {
    this.qrTimeouts.clear(insid);
    await this.sessions.get(insid)?.stop();
  }

  async send(insid: string, message: OutgoingMessage): Promise<void> {
    const socket = this.socketOf(insid);
    const failed = (error: string) =>
      this.hub.emit('status', { insid, messageId: message.id, status: 'failed', error });
    if (message.kind === 'status') return this.sendStatus(insid, socket, message);
    if (isChannelId(message.to)) {
      if (!(await this.channels.owns(insid, message.to))) return failed(SendFailures.notOwner);
    } else if (isGroupId(message.to)) {
      const group = await this.groups.get(socket, message.to);
      if (!group) return failed(SendFailures.notMember);
      if (adminsOnlyRefuses(group, this.ownNumber(insid))) return failed(SendFailures.onlyAdminsSend);
    } else if (!isLidId(message.to) && !(await this.registered(socket, [message.to])).has(message.to)) {
      return failed(SendFailures.notRegistered);
    }
    const prepared = await prepareOutgoing(this.db, insid, message, this.options.fetchOptions);
    if ('refused' in prepared) return failed(prepared.refused);
    const keyOf = await waKeysOf(this.db, insid, referencedIds(message), jidOf(message.to));
    const { jid, content, options } = toBaileysMessage(message, keyOf, prepared.fetched, prepared.pollSecret);
    await socket.sendMessage(jid, content, options);
    // Baileys 7 reports no server ack in messages.update: accepted by the socket means sent.
    this.socketEvents.reportStatus(insid, message.id, 'sent');
  }

  /** A MESSAGE_EDIT protocol message for the token's message (Baileys' `edit`). */
  async editMessage(insid: string, message: SentMessageRef, body: string): Promise<void> {
    await this.socketOf(insid).sendMessage(jidOf(message.to), editContent(message, body));
  }

  /** A REVOKE protocol message for the token's message (Baileys' `delete`). */
  async revokeMessage(insid: string, message: SentMessageRef): Promise<void> {
    await this.socketOf(insid).sendMessage(jidOf(message.to), revokeContent(message));
  }

  async sendPresence(insid: string, chatId: string, state: PresenceState): Promise<void> {
    await sendPresence(this.socketOf(insid), chatId, state);
  }

  async subscribePresence(insid: string, number: string): Promise<void> {
    await subscribePresence(this.socketOf(insid), number);
  }

  async rejectCall(insid: string, call: Pick<IncomingCall, 'id' | 'callerRef'>): Promise<void> {
    await this.socketOf(insid).rejectCall(call.id, call.callerRef);
  }

  async contactAbout(insid: string, contact: ContactRef): Promise<string | null> {
    return aboutOf(this.socketOf(insid), contact);
  }

  async contactPicture(insid: string, contact: ContactRef): Promise<ContactPicture | null> {
    return pictureOf(this.socketOf(insid), contact);
  }

  async blockContact(insid: string, contact: ContactRef, blocked: boolean): Promise<void> {
    return blockOn(this.socketOf(insid), contact, blocked);
  }

  /** A status to its recipients (status@broadcast); a media URL's file is fetched and checked first. */
  private async sendStatus(insid: string, socket: BaileysSocket, message: StatusMessage): Promise<void> {
    const prepared = await statusFile(message, this.options.fetchOptions);
    if ('refused' in prepared) {
      this.hub.emit('status', { insid, messageId: message.id, status: 'failed', error: prepared.refused });
      return;
    }
    const { jid, content, options } = statusMessageOf(message, prepared.fetched);
    await socket.sendMessage(jid, content, options);
    this.socketEvents.reportStatus(insid, message.id, 'sent');
  }

  async revokeStatus(insid: string, status: { id: string; recipients: string[] }): Promise<void> {
    const { jid, content, options } = statusRevokeOf(status);
    await this.socketOf(insid).sendMessage(jid, content, options);
  }

  async getProfile(insid: string): Promise<EngineProfile> {
    return profileOf(this.socketOf(insid), this.ownNumber(insid));
  }

  async updateProfile(insid: string, change: { name?: string; about?: string }): Promise<void> {
    return updateProfileOf(this.socketOf(insid), change);
  }

  async setProfilePicture(insid: string, jpeg: Buffer | null): Promise<void> {
    return setProfilePictureOf(this.socketOf(insid), this.ownNumber(insid), jpeg);
  }

  /** Archive, pin, mute or delete the chat on the phone (Baileys' `chatModify`, an app state patch). */
  async modifyChat(
    insid: string,
    chatId: string,
    change: ChatChange,
    last: ChatLastRef | null,
  ): Promise<void> {
    await modifyChatOn(this.socketOf(insid), chatId, change, last);
  }

  /** Read receipts for the messages' WhatsApp keys (their senders see blue ticks); ones without a key are skipped. */
  async sendReadReceipts(insid: string, _chatId: string, messages: ReceivedMessageRef[]): Promise<void> {
    const socket = this.socketOf(insid);
    const keys = messages.flatMap((m) => receivedKeyOf(m.engineRef) ?? []);
    if (keys.length > 0) await socket.readMessages(keys);
  }

  async checkNumber(insid: string, number: string): Promise<boolean> {
    return (await this.registered(this.socketOf(insid), [number])).has(number);
  }

  createGroup(insid: string, subject: string, participants: string[]): Promise<GroupInfo> {
    return this.groups.create(this.socketOf(insid), this.ownNumber(insid), subject, participants);
  }

  listGroups(insid: string): Promise<GroupInfo[]> {
    return this.groups.list(this.socketOf(insid));
  }

  getGroup(insid: string, groupId: string): Promise<GroupInfo | null> {
    return this.groups.get(this.socketOf(insid), groupId);
  }

  updateParticipants(
    insid: string,
    groupId: string,
    action: ParticipantAction,
    numbers: string[],
  ): Promise<ParticipantResult[]> {
    if (action === 'promote' || action === 'demote')
      return this.updateAdmins(insid, groupId, action, numbers);
    return this.groups.update(this.socketOf(insid), this.ownNumber(insid), groupId, action, numbers);
  }

  updateGroup(insid: string, groupId: string, changes: GroupChanges): Promise<GroupInfo> {
    return this.groupAdmin.update(this.socketOf(insid), this.ownNumber(insid), groupId, changes);
  }

  updateAdmins(insid: string, groupId: string, action: AdminAction, numbers: string[]) {
    return this.groupAdmin.updateAdmins(
      this.socketOf(insid),
      this.ownNumber(insid),
      groupId,
      action,
      numbers,
    );
  }

  groupInvite(insid: string, groupId: string, revoke: boolean): Promise<string> {
    return this.groupAdmin.invite(this.socketOf(insid), this.ownNumber(insid), groupId, revoke);
  }

  joinGroup(insid: string, code: string): Promise<GroupInfo> {
    return this.groupAdmin.join(this.socketOf(insid), code);
  }

  leaveGroup(insid: string, groupId: string): Promise<void> {
    return this.groupAdmin.leave(this.socketOf(insid), groupId);
  }

  setGroupPicture(insid: string, groupId: string, jpeg: Buffer | null): Promise<void> {
    return this.groupAdmin.picture(this.socketOf(insid), this.ownNumber(insid), groupId, jpeg);
  }

  createChannel(insid: string, name: string, description?: string): Promise<ChannelInfo> {
    return this.channels.create(this.socketOf(insid), insid, name, description);
  }

  listChannels(insid: string): Promise<ChannelInfo[]> {
    return this.channels.list(insid);
  }

  /**
   * Reconnects every linked device after a restart (a few at a time, not all at once); receipts
   * missed meanwhile arrive from WhatsApp itself. Auth state writes a stop or crash during a
   * database outage left on disk are stored first, so each device resumes with its latest keys.
   */
  async recover(hosted: (insid: string) => boolean = () => true): Promise<number> {
    await replayAuthWrites({ db: this.db, holding: this.options.holding });
    const linked = (await linkedInstances(this.db)).filter(hosted);
    for (let i = 0; i < linked.length; i += RESUME_AT_ONCE)
      await Promise.all(linked.slice(i, i + RESUME_AT_ONCE).map((insid) => this.startSession(insid)));
    return linked.length;
  }

  async close(): Promise<void> {
    this.qrTimeouts.clearAll();
    await Promise.all([...this.sessions.values()].map((s) => s.stop()));
    await this.incoming.drained();
  }

  /** How many sessions there are in each state, for the metrics endpoint. */
  sessionCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const session of this.sessions.values())
      counts[session.status.state] = (counts[session.status.state] ?? 0) + 1;
    return counts;
  }

  private newSession(insid: string): BaileysSession {
    const session = new BaileysSession({
      factory: this.options.factory,
      loadAuth: () => useDbAuthState({ db: this.db, holding: this.options.holding }, insid),
      qrTtlMs: this.options.qrTtlMs,
      maxFailures: this.options.maxFailures,
      backoffMs: this.options.backoffMs ?? exponentialBackoff,
      logger: this.options.logger,
      getMessage: (key) => storedMessage(this.db, key),
      ...(this.options.fetchOptions ? { fetchOptions: this.options.fetchOptions } : {}),
      onSocket: (socket) => this.socketEvents.listen(insid, socket),
      onEvent: (event) => this.onSessionEvent(insid, event),
    });
    this.sessions.set(insid, session);
    return session;
  }

  private onSessionEvent(insid: string, event: SessionEvent): void {
    switch (event.type) {
      case 'qr':
        this.hub.emit('qr', { insid, qr: event.qr, expiresAt: event.expiresAt });
        this.qrTimeouts.armUnlessArmed(insid);
        return;
      case 'open':
        this.qrTimeouts.clear(insid);
        this.hub.emit('connected', { insid, wid: event.wid });
        return;
      case 'logged-out':
        this.qrTimeouts.clear(insid);
        this.hub.emit('disconnected', { insid, reason: 'logout' });
        return;
      case 'failed':
        this.qrTimeouts.clear(insid);
        this.hub.emit('disconnected', { insid, reason: 'error' });
        return;
      default:
        return;
    }
  }

  /** A QR nobody scans stops the session after `qrLifetimeMs`, as the simulator's does. */
  private qrExpired(insid: string): void {
    const session = this.sessions.get(insid);
    if (session?.status.state !== 'qr') return;
    void session.stop().then(() => this.hub.emit('disconnected', { insid, reason: 'qr-timeout' }));
  }

  /**
   * Waits until a started session shows a QR, opens or gives up, but no longer than
   * `startTimeoutMs`: a WhatsApp that cannot be reached answers "idle" (the caller says try again)
   * while the session keeps retrying in the background.
   */
  private settled(insid: string, session: BaileysSession): Promise<SessionState> {
    const deadline = Date.now() + (this.options.startTimeoutMs ?? START_TIMEOUT_MS);
    return new Promise((resolve) => {
      const check = async () => {
        const state = session.status.state;
        if (state === 'connecting' && Date.now() < deadline) return;
        clearInterval(timer);
        resolve(await this.sessionState(insid));
      };
      const timer = setInterval(() => void check(), 20);
      void check();
    });
  }

  /** Each linking device holds a socket and QR timers: their number is capped. */
  private linkingFull(): boolean {
    const max = this.options.maxLinking ?? MAX_LINKING;
    return (this.sessionCounts().qr ?? 0) >= max;
  }

  private socketOf(insid: string): BaileysSocket {
    const socket = this.sessions.get(insid)?.liveSocket;
    if (!socket) throw new EngineError('not-connected', SendFailures.notConnected);
    return socket;
  }

  private ownNumber(insid: string): string {
    const status = this.sessions.get(insid)?.status;
    return status?.state === 'open' ? status.wid : '';
  }

  private async registered(socket: BaileysSocket, numbers: string[]): Promise<Set<string>> {
    if (numbers.length === 0) return new Set();
    const answers = (await socket.onWhatsApp(...numbers.map(jidOf))) ?? [];
    return new Set(answers.filter((a) => a.exists).map((a) => numberOfJid(a.jid)));
  }
}
