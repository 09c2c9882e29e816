import type { GroupChanges, ParticipantAction, PresenceState } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type {
  ChannelInfo,
  MessagingEngine,
  OutgoingMessage,
  PairingCode,
  ReceivedMessageRef,
  SessionState,
} from '../engine';
import type { EngineEventName, EngineListener, IncomingCall } from '../engine-events';
import type { GroupInfo, ParticipantResult } from '../engine-groups';
import { EngineEventHub } from '../event-hub';
import type { ChatChange, ChatLastRef } from '../operations/chats';
import type { ContactPicture, ContactRef } from '../operations/contacts';
import type { AdminAction } from '../operations/group-admin';
import type { SentMessageRef } from '../operations/message-changes';
import type { EngineProfile } from '../operations/profile';
import { BaileysChannels } from './baileys-channels';
import { modifyChatOn } from './baileys-chats';
import { aboutOf, blockOn, pictureOf } from './baileys-contacts';
import type { BaileysEngineOptions } from './baileys-engine-options';
import { BaileysGroupAdmin } from './baileys-group-admin';
import { BaileysGroups } from './baileys-groups';
import { keepReceivedPoll, pollVoteOf } from './baileys-polls';
import { sendPresence, subscribePresence } from './baileys-presence';
import { profileOf, setProfilePictureOf, updateProfileOf } from './baileys-profile';
import { BaileysSending, registeredOn } from './baileys-sending';
import { BaileysSessions } from './baileys-sessions';
import { statusRevokeOf } from './baileys-statuses';
import { InboundJournal } from './inbound-journal';
import { IncomingQueue } from './incoming-queue';
import { jidOf } from './jids';
import { editContent, revokeContent } from './message-changes';
import { receivedKeyOf } from './message-store';
import { SocketEvents } from './socket-events';

type IncomingQueueLogger = ConstructorParameters<typeof IncomingQueue>[0]['logger'] &
  ConstructorParameters<typeof InboundJournal>[1];

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
  private readonly sessions: BaileysSessions;
  private readonly groups = new BaileysGroups(registeredOn);
  private readonly channels: BaileysChannels;
  private readonly groupAdmin = new BaileysGroupAdmin(this.groups);
  private readonly incoming: IncomingQueue;
  private readonly socketEvents: SocketEvents;
  private readonly sending: BaileysSending;

  constructor(
    readonly db: Db,
    readonly options: BaileysEngineOptions,
  ) {
    this.channels = new BaileysChannels(db);
    this.incoming = new IncomingQueue({
      store: options.media,
      logger: options.logger as IncomingQueueLogger,
      ...(options.fetchOptions && { fetchOptions: options.fetchOptions }),
      ...(options.maxIncomingMediaBytes && { maxMediaBytes: options.maxIncomingMediaBytes }),
      emit: (insid, message) => this.hub.emitSettled('message', { insid, message }),
      journal: new InboundJournal(options.holding, options.logger as IncomingQueueLogger),
      polls: {
        keep: (insid, raw) => keepReceivedPoll(db, insid, raw),
        voteOf: (insid, socket, raw) => pollVoteOf(db, insid, socket, raw),
        emit: (vote) => this.hub.emitSettled('pollVote', vote),
      },
    });
    this.socketEvents = new SocketEvents(this.hub, this.incoming);
    this.sessions = new BaileysSessions(db, options, this.hub, this.socketEvents);
    const { hub, sessions, groups, channels } = this;
    this.sending = new BaileysSending(db, options.fetchOptions, { hub, sessions, groups, channels });
  }

  on<K extends EngineEventName>(event: K, listener: EngineListener<K>): () => void {
    return this.hub.on(event, listener);
  }

  startSession(insid: string): Promise<SessionState> {
    return this.sessions.start(insid);
  }

  sessionState(insid: string): Promise<SessionState> {
    return this.sessions.state(insid);
  }

  requestPairingCode(insid: string, phone: string): Promise<PairingCode> {
    return this.sessions.requestPairingCode(insid, phone);
  }

  logout(insid: string): Promise<void> {
    return this.sessions.logout(insid);
  }

  stopSession(insid: string): Promise<void> {
    return this.sessions.stop(insid);
  }

  async send(insid: string, message: OutgoingMessage): Promise<void> {
    // A send during WhatsApp's restart of a healthy session (515) goes out once it reopened.
    await this.sessions.untilRestarted(insid);
    return this.sending.send(insid, message);
  }

  /** A MESSAGE_EDIT protocol message for the token's message (Baileys' `edit`). */
  async editMessage(insid: string, message: SentMessageRef, body: string): Promise<void> {
    await this.sessions.socketOf(insid).sendMessage(jidOf(message.to), editContent(message, body));
  }

  /** A REVOKE protocol message for the token's message (Baileys' `delete`). */
  async revokeMessage(insid: string, message: SentMessageRef): Promise<void> {
    await this.sessions.socketOf(insid).sendMessage(jidOf(message.to), revokeContent(message));
  }

  async sendPresence(insid: string, chatId: string, state: PresenceState): Promise<void> {
    await sendPresence(this.sessions.socketOf(insid), chatId, state);
  }

  async subscribePresence(insid: string, number: string): Promise<void> {
    await subscribePresence(this.sessions.socketOf(insid), number);
  }

  async rejectCall(insid: string, call: Pick<IncomingCall, 'id' | 'callerRef'>): Promise<void> {
    await this.sessions.socketOf(insid).rejectCall(call.id, call.callerRef);
  }

  async contactAbout(insid: string, contact: ContactRef): Promise<string | null> {
    return aboutOf(this.sessions.socketOf(insid), contact);
  }

  async contactPicture(insid: string, contact: ContactRef): Promise<ContactPicture | null> {
    return pictureOf(this.sessions.socketOf(insid), contact);
  }

  async blockContact(insid: string, contact: ContactRef, blocked: boolean): Promise<void> {
    return blockOn(this.sessions.socketOf(insid), contact, blocked);
  }

  async revokeStatus(insid: string, status: { id: string; recipients: string[] }): Promise<void> {
    const { jid, content, options } = statusRevokeOf(status);
    await this.sessions.socketOf(insid).sendMessage(jid, content, options);
  }

  async getProfile(insid: string): Promise<EngineProfile> {
    return profileOf(this.sessions.socketOf(insid), this.sessions.ownNumber(insid));
  }

  async updateProfile(insid: string, change: { name?: string; about?: string }): Promise<void> {
    return updateProfileOf(this.sessions.socketOf(insid), change);
  }

  async setProfilePicture(insid: string, jpeg: Buffer | null): Promise<void> {
    return setProfilePictureOf(this.sessions.socketOf(insid), this.sessions.ownNumber(insid), jpeg);
  }

  /** Archive, pin, mute or delete the chat on the phone (Baileys' `chatModify`, an app state patch). */
  async modifyChat(
    insid: string,
    chatId: string,
    change: ChatChange,
    last: ChatLastRef | null,
  ): Promise<void> {
    await modifyChatOn(this.sessions.socketOf(insid), chatId, change, last);
  }

  /** Read receipts for the messages' WhatsApp keys (their senders see blue ticks); ones without a key are skipped. */
  async sendReadReceipts(insid: string, _chatId: string, messages: ReceivedMessageRef[]): Promise<void> {
    const socket = this.sessions.socketOf(insid);
    const keys = messages.flatMap((m) => receivedKeyOf(m.engineRef) ?? []);
    if (keys.length > 0) await socket.readMessages(keys);
  }

  async checkNumber(insid: string, number: string): Promise<boolean> {
    return (await registeredOn(this.sessions.socketOf(insid), [number])).has(number);
  }

  createGroup(insid: string, subject: string, participants: string[]): Promise<GroupInfo> {
    return this.groups.create(
      this.sessions.socketOf(insid),
      this.sessions.ownNumber(insid),
      subject,
      participants,
    );
  }

  listGroups(insid: string): Promise<GroupInfo[]> {
    return this.groups.list(this.sessions.socketOf(insid));
  }

  getGroup(insid: string, groupId: string): Promise<GroupInfo | null> {
    return this.groups.get(this.sessions.socketOf(insid), groupId);
  }

  updateParticipants(
    insid: string,
    groupId: string,
    action: ParticipantAction,
    numbers: string[],
  ): Promise<ParticipantResult[]> {
    if (action === 'promote' || action === 'demote')
      return this.updateAdmins(insid, groupId, action, numbers);
    return this.groups.update(
      this.sessions.socketOf(insid),
      this.sessions.ownNumber(insid),
      groupId,
      action,
      numbers,
    );
  }

  updateGroup(insid: string, groupId: string, changes: GroupChanges): Promise<GroupInfo> {
    return this.groupAdmin.update(
      this.sessions.socketOf(insid),
      this.sessions.ownNumber(insid),
      groupId,
      changes,
    );
  }

  updateAdmins(insid: string, groupId: string, action: AdminAction, numbers: string[]) {
    return this.groupAdmin.updateAdmins(
      this.sessions.socketOf(insid),
      this.sessions.ownNumber(insid),
      groupId,
      action,
      numbers,
    );
  }

  groupInvite(insid: string, groupId: string, revoke: boolean): Promise<string> {
    return this.groupAdmin.invite(
      this.sessions.socketOf(insid),
      this.sessions.ownNumber(insid),
      groupId,
      revoke,
    );
  }

  joinGroup(insid: string, code: string): Promise<GroupInfo> {
    return this.groupAdmin.join(this.sessions.socketOf(insid), code);
  }

  leaveGroup(insid: string, groupId: string): Promise<void> {
    return this.groupAdmin.leave(this.sessions.socketOf(insid), groupId);
  }

  setGroupPicture(insid: string, groupId: string, jpeg: Buffer | null): Promise<void> {
    return this.groupAdmin.picture(
      this.sessions.socketOf(insid),
      this.sessions.ownNumber(insid),
      groupId,
      jpeg,
    );
  }

  createChannel(insid: string, name: string, description?: string): Promise<ChannelInfo> {
    return this.channels.create(this.sessions.socketOf(insid), insid, name, description);
  }

  listChannels(insid: string): Promise<ChannelInfo[]> {
    return this.channels.list(insid);
  }

  recover(hosted?: (insid: string) => boolean): Promise<number> {
    return this.sessions.recover(hosted);
  }

  async close(): Promise<void> {
    await this.sessions.close();
    await this.incoming.drained();
  }

  sessionCounts(): Record<string, number> {
    return this.sessions.counts();
  }

  webVersion() {
    return this.options.webVersion.current;
  }
}
