import type { GroupChanges, ParticipantAction, PresenceState } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type {
  ChannelInfo,
  MessagingEngine,
  OutgoingMessage,
  PairingCode,
  ReceivedMessageRef,
  SendManyResult,
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
import { isRegisteredNumber } from './registration';
import * as phoneMessages from './sim-messages.queries';
import * as q from './simulator.queries';
import { SimulatorChats } from './simulator-chats';
import { SimulatorContacts } from './simulator-contacts';
import { SimulatorGroupAdmin } from './simulator-group-admin';
import { SimulatorGroups } from './simulator-groups';
import { SimulatorMessageChanges } from './simulator-message-changes';
import { DEFAULT_SIMULATOR_OPTIONS, type SimulatorOptions } from './simulator-options';
import { SimulatorPresence } from './simulator-presence';
import { SimulatorProfiles } from './simulator-profiles';
import { SimulatorReceipts } from './simulator-receipts';
import { type ReportStatus, SimulatorSending } from './simulator-sending';
import { SimulatorSessions } from './simulator-sessions';
import { SimulatorStatuses } from './simulator-statuses';

/**
 * In-process networks of virtual phones with deterministic rules, one per account: a token's
 * messages reach its account's phones only. Their state (links, QR codes, what each phone
 * received) lives in PostgreSQL, so a restart keeps phones linked.
 */
export class SimulatorEngine implements MessagingEngine {
  readonly name = 'simulator';
  readonly hub = new EngineEventHub();
  private readonly groups: SimulatorGroups;
  private readonly sessions: SimulatorSessions;
  private readonly receipts: SimulatorReceipts;
  private readonly sending: SimulatorSending;
  readonly changes: SimulatorMessageChanges;
  readonly sendsForwards = true;
  readonly groupAdmin: SimulatorGroupAdmin;
  readonly presence: SimulatorPresence;
  private readonly contacts: SimulatorContacts;
  readonly sendsStatuses = true;
  readonly statuses: SimulatorStatuses;
  private readonly profiles: SimulatorProfiles;
  readonly chats: SimulatorChats;

  constructor(
    readonly db: Db,
    options: SimulatorOptions = DEFAULT_SIMULATOR_OPTIONS,
  ) {
    this.sessions = new SimulatorSessions(db, options, this.hub, (insid, phone) =>
      this.checkNumber(insid, phone),
    );
    this.groups = new SimulatorGroups(db, this.hub);
    const report: ReportStatus = (insid, id, status, error) => this.report(insid, id, status, error);
    this.receipts = new SimulatorReceipts(db, options, report);
    this.statuses = new SimulatorStatuses(db, this.hub, report);
    this.sending = new SimulatorSending(db, this.hub, this.groups, this.receipts, report, this.statuses);
    this.profiles = new SimulatorProfiles(db);
    this.changes = new SimulatorMessageChanges(db, this.hub);
    this.groupAdmin = new SimulatorGroupAdmin(db, this.groups);
    this.presence = new SimulatorPresence(db, this.hub);
    this.contacts = new SimulatorContacts(db, this.hub);
    this.chats = new SimulatorChats(db, this.hub);
  }

  on<K extends EngineEventName>(event: K, listener: EngineListener<K>): () => void {
    return this.hub.on(event, listener);
  }

  startSession(insid: string): Promise<SessionState> {
    return this.sessions.start(insid);
  }

  requestPairingCode(insid: string, phone: string): Promise<PairingCode> {
    return this.sessions.requestPairingCode(insid, phone);
  }

  sessionState(insid: string): Promise<SessionState> {
    return this.sessions.state(insid);
  }

  logout(insid: string): Promise<void> {
    return this.sessions.logout(insid);
  }

  stopSession(insid: string): Promise<void> {
    return this.sessions.stop(insid);
  }

  async send(insid: string, message: OutgoingMessage): Promise<void> {
    const { sent, error } = await this.sendMany(insid, [message]);
    if (sent === 0) throw error;
  }

  sendMany(insid: string, messages: OutgoingMessage[]): Promise<SendManyResult> {
    return this.sending.sendMany(insid, messages);
  }

  editMessage(insid: string, message: SentMessageRef, body: string): Promise<void> {
    return this.changes.byToken(insid, message, { change: 'edit', body });
  }

  revokeMessage(insid: string, message: SentMessageRef): Promise<void> {
    return this.changes.byToken(insid, message, { change: 'revoke' });
  }

  sendPresence(insid: string, chatId: string, state: PresenceState): Promise<void> {
    return this.presence.send(insid, chatId, state);
  }

  subscribePresence(insid: string, number: string): Promise<void> {
    return this.presence.subscribe(insid, number);
  }

  rejectCall(insid: string, call: Pick<IncomingCall, 'id' | 'callerRef'>): Promise<void> {
    return this.presence.calls.reject(insid, call);
  }

  contactAbout(insid: string, contact: ContactRef): Promise<string | null> {
    return this.contacts.about(insid, contact);
  }

  contactPicture(insid: string, contact: ContactRef): Promise<ContactPicture | null> {
    return this.contacts.picture(insid, contact);
  }

  blockContact(insid: string, contact: ContactRef, blocked: boolean): Promise<void> {
    return this.contacts.block(insid, contact, blocked);
  }

  getProfile(insid: string): Promise<EngineProfile> {
    return this.profiles.get(insid);
  }

  updateProfile(insid: string, change: { name?: string; about?: string }): Promise<void> {
    return this.profiles.update(insid, change);
  }

  setProfilePicture(insid: string, jpeg: Buffer | null): Promise<void> {
    return this.profiles.setPicture(insid, jpeg);
  }

  revokeStatus(insid: string, status: { id: string; recipients: string[] }): Promise<void> {
    return this.statuses.revoke(insid, status);
  }

  modifyChat(insid: string, chatId: string, change: ChatChange, last: ChatLastRef | null): Promise<void> {
    return this.chats.modify(insid, chatId, change, last);
  }

  /** The phones that wrote to the token's phone see those messages read (the Sandbox Phone's blue ticks). */
  async sendReadReceipts(insid: string, _chatId: string, messages: ReceivedMessageRef[]): Promise<void> {
    const phone = await q.linkedPhone(this.db, insid);
    if (!phone) throw new EngineError('not-connected', SendFailures.notConnected);
    await phoneMessages.markReadBy(
      this.db,
      phone,
      messages.map((m) => m.id),
    );
  }

  /** Registered in the token's account's network (another account's phones are not in it). */
  async checkNumber(insid: string, number: string): Promise<boolean> {
    const accountId = await q.accountOfToken(this.db, insid);
    const phone = accountId ? await q.findPhone(this.db, { accountId, phone: number }) : undefined;
    return isRegisteredNumber(number, phone !== undefined);
  }

  createGroup(insid: string, subject: string, participants: string[]): Promise<GroupInfo> {
    return this.groups.create(insid, subject, participants);
  }

  listGroups(insid: string): Promise<GroupInfo[]> {
    return this.groups.list(insid);
  }

  getGroup(insid: string, groupId: string): Promise<GroupInfo | null> {
    return this.groups.get(insid, groupId);
  }

  updateParticipants(
    insid: string,
    groupId: string,
    action: ParticipantAction,
    numbers: string[],
  ): Promise<ParticipantResult[]> {
    if (action === 'promote' || action === 'demote')
      return this.updateAdmins(insid, groupId, action, numbers);
    return this.groups.updateParticipants(insid, groupId, action, numbers);
  }

  createChannel(insid: string, name: string, description?: string): Promise<ChannelInfo> {
    return this.groups.createChannel(insid, name, description);
  }

  updateGroup(insid: string, groupId: string, changes: GroupChanges): Promise<GroupInfo> {
    return this.groupAdmin.update(insid, groupId, changes);
  }

  updateAdmins(insid: string, groupId: string, action: AdminAction, numbers: string[]) {
    return this.groupAdmin.updateAdmins(insid, groupId, action, numbers);
  }

  groupInvite(insid: string, groupId: string, revoke: boolean): Promise<string> {
    return this.groupAdmin.invite(insid, groupId, revoke);
  }

  joinGroup(insid: string, code: string): Promise<GroupInfo> {
    return this.groupAdmin.join(insid, code);
  }

  leaveGroup(insid: string, groupId: string): Promise<void> {
    return this.groupAdmin.leave(insid, groupId);
  }

  setGroupPicture(insid: string, groupId: string, jpeg: Buffer | null): Promise<void> {
    return this.groupAdmin.picture(insid, groupId, jpeg);
  }

  listChannels(insid: string): Promise<ChannelInfo[]> {
    return this.groups.listChannels(insid);
  }

  sessionCounts(): Record<string, number> {
    return this.sessions.counts();
  }

  /**
   * Receipts are timers and die with a process. On start, every message phones received in the
   * last day reports its receipt state again (repeats are harmless: statuses only move forward),
   * and the ones not read yet go on to delivered and read.
   */
  async recover(hosted: (insid: string) => boolean = () => true): Promise<number> {
    const recent = await phoneMessages.recentDeliveries(this.db, new Date(Date.now() - 86_400_000));
    for (const message of recent) {
      if (!message.insid || !hosted(message.insid)) continue;
      this.receipts.resume(message.insid, message.id, message.status);
    }
    return recent.length;
  }

  async close(): Promise<void> {
    this.sessions.close();
    this.receipts.close();
  }

  /**
   * Called by the sandbox when a virtual phone scanned this token's QR or typed its pairing code;
   * settles once the listeners have handled the link (the token is recorded connected).
   */
  async linked(insid: string, wid: string): Promise<void> {
    this.sessions.stopRotation(insid);
    await this.hub.emitSettled('connected', { insid, wid });
    // The phone's address book follows the link, as WhatsApp's contacts sync does.
    await this.contacts.announce(insid, wid).catch(() => {});
  }

  /** Called by the sandbox when a virtual phone types in a group; false when it is not a member. */
  phoneTypedInGroup(phone: q.NetworkPhone, groupId: string, id: string, body: string): Promise<boolean> {
    return this.sending.typedInGroup(phone, groupId, id, body);
  }

  private report(
    insid: string,
    messageId: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    error?: string,
  ) {
    this.hub.emit('status', { insid, messageId, status, ...(error ? { error } : {}) });
  }
}
