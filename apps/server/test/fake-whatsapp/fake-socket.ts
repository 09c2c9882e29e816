import { randomBytes } from 'node:crypto';
import { Boom } from '@hapi/boom';
import {
  type AnyMessageContent,
  type AuthenticationCreds,
  type BaileysEventMap,
  bytesToCrockford,
  type ChatModification,
  DisconnectReason,
  getContentType,
  type MiscMessageGenerationOptions,
  makeEventBuffer,
  normalizeMessageContent,
  type ParticipantAction,
  type UserFacingSocketConfig,
  type WAMediaUpload,
  type WAMessage,
  type WAMessageKey,
  type WAPresence,
} from '@whiskeysockets/baileys';
import pino from 'pino';
import type { BaileysSocket } from '../../src/engines/baileys/baileys-socket';
import { rejectCall } from './calls';
import { chatModify } from './chats';
import { ownPhone, pictureUrlOf, setBlock, statusesOf } from './contacts';
import {
  acceptInvite,
  inviteCode,
  leaveGroup,
  setPicture,
  settingUpdate,
  updateDescription,
  updateSubject,
} from './group-admin';
import { createGroup, metadataOf, participatingGroups, readGroup, updateParticipants } from './groups';
import type { Device, Network } from './network';
import { createNewsletter, newsletterMetadata } from './newsletters';
import { presenceSubscribe, sendPresenceUpdate } from './presence';
import { readMessages } from './read-receipts';
import { relayMessage } from './relay';
import { relayStatus, STATUS_JID } from './statuses';
import { Timers } from './timers';
import { connectionClosed, disconnect, numberOf, userJid } from './wa-ids';

type SocketState = 'connecting' | 'qr' | 'open' | 'closed';

/**
 * One connection of a device to the fake network, with the events and methods of Baileys' socket
 * that the engine uses. It goes through the stages the real one does: `connecting`, then QRs (new
 * device) or `open` (linked device), and `close` with a Boom whose status code says why.
 */
export class FakeSocket implements BaileysSocket {
  /** Baileys' own event buffer: events are held from login until pending notifications are in. */
  readonly ev = makeEventBuffer(pino({ level: 'silent' }));
  state: SocketState = 'connecting';
  /** The QR shown now, while the device waits to be linked. */
  qr?: string;
  /** The device this socket logged in as, once open. */
  device?: Device;
  private registering = false;
  private readonly creds: AuthenticationCreds;
  private readonly timers = new Timers();
  private qrsLeft: number;

  constructor(
    private readonly net: Network,
    readonly config: UserFacingSocketConfig,
  ) {
    this.creds = config.auth.creds;
    this.qrsLeft = net.options.qrRefs;
    // As in Baileys, the socket applies credential updates itself, before the app's listeners run.
    this.ev.on('creds.update', (update) => Object.assign(this.creds, update));
    process.nextTick(() => this.connect());
  }

  /** As in Baileys: the credentials' `me`, so set from pairing on (before `open`). */
  get user() {
    return this.creds.me;
  }

  /** Waiting to be linked: a new device, connected, not yet paired (a QR or a pairing code may link it). */
  get linkable() {
    return this.registering && this.state !== 'closed';
  }

  /** Emits an event unless the socket is closed (the network calls it to deliver). */
  deliver<K extends keyof BaileysEventMap>(event: K, data: BaileysEventMap[K]): void {
    if (this.state !== 'closed') this.ev.emit(event, data);
  }

  private connect() {
    if (this.state === 'closed') return;
    const resuming = Boolean(this.creds.me?.id);
    if (resuming) this.ev.buffer();
    this.registering = !resuming; // so a pairing code may be asked for on `connecting`
    this.deliver('connection.update', {
      connection: 'connecting',
      receivedPendingNotifications: false,
      qr: undefined,
    });
    const failure = this.net.takeFailure();
    if (failure !== undefined) return void this.end(disconnect('Connection Failure', failure));
    this.timers.later(0, () => (resuming ? this.login() : this.showNextQr()));
  }

  private login() {
    const device = this.net.devices.get(this.creds.me?.id ?? '');
    if (!device) return void this.end(disconnect('Connection Failure', DisconnectReason.loggedOut));
    void device.socket?.end(disconnect('Stream Errored (conflict)', DisconnectReason.connectionReplaced));
    this.device = device;
    device.socket = this;
    this.state = 'open';
    this.deliver('creds.update', { me: { ...device.me } });
    this.deliver('connection.update', { connection: 'open' });
    for (const send of device.pending.splice(0)) send(this);
    this.ev.flush();
    this.deliver('connection.update', { receivedPendingNotifications: true });
  }

  private showNextQr() {
    if (this.qrsLeft-- <= 0)
      return void this.end(disconnect('QR refs attempts ended', DisconnectReason.timedOut));
    this.state = 'qr';
    this.qr = `fake-wa:${randomBytes(24).toString('base64url')}`;
    this.deliver('connection.update', { qr: this.qr });
    this.timers.later(this.net.options.qrRotateMs, () => this.showNextQr());
  }

  /** The phone linked this device: credentials arrive, then WhatsApp asks for a restart (515). */
  async pair(device: Device, viaCode = false): Promise<void> {
    if (!this.linkable) throw new Error('fake-whatsapp: the socket is not waiting to be linked');
    this.timers.clear();
    this.qr = undefined;
    this.registering = false;
    if (viaCode) {
      this.creds.registered = true;
      this.deliver('creds.update', this.creds);
    }
    this.deliver('creds.update', { me: { ...device.me }, platform: 'android' });
    this.deliver('connection.update', { isNewLogin: true, qr: undefined });
    await this.end(disconnect('Stream Errored (restart required)', DisconnectReason.restartRequired));
  }

  private openDevice(): Device {
    if (this.state !== 'open' || !this.device) throw connectionClosed();
    return this.device;
  }

  /** What the engine asked this socket to send, in order (to check quotes and reactions). */
  readonly sent: Array<{ jid: string; content: AnyMessageContent; options?: MiscMessageGenerationOptions }> =
    [];

  sendMessage = async (jid: string, content: AnyMessageContent, options?: MiscMessageGenerationOptions) => {
    this.sent.push({ jid, content, ...(options && { options }) });
    if (jid === STATUS_JID) return relayStatus(this.net, this.openDevice(), content, options);
    const sent = relayMessage(this.net, this.openDevice(), jid, content, options);
    if (this.config.emitOwnEvents !== false) {
      process.nextTick(() => this.deliver('messages.upsert', { messages: [sent], type: 'append' }));
    }
    return sent;
  };

  /** Read receipts of messages this device's phone received: their writers' phones see them read. */
  readMessages = async (keys: WAMessageKey[]) => readMessages(this.net, this.openDevice(), keys);

  /** Like Baileys: only the numbers on WhatsApp come back; unknown ones are left out. */
  onWhatsApp = async (...numbers: string[]) => {
    this.openDevice();
    const known = numbers.flatMap((n) => numberOf(n) ?? []).filter((n) => this.net.phones.has(n));
    return known.map((n) => ({ jid: userJid(n), exists: true }));
  };

  requestPairingCode = async (phoneNumber: string, customPairingCode?: string) => {
    if (customPairingCode && customPairingCode.length !== 8) {
      throw new Error('Custom pairing code must be exactly 8 chars');
    }
    if (!this.linkable) throw connectionClosed();
    const code = customPairingCode ?? bytesToCrockford(randomBytes(5));
    this.creds.pairingCode = code;
    this.creds.me = { id: userJid(phoneNumber), name: '~' };
    this.deliver('creds.update', this.creds);
    this.net.pairingCodes.set(code, { socket: this, phone: phoneNumber });
    return code;
  };

  /** The LID -> phone number pairs Baileys learns; the fake network knows every phone's LID. */
  readonly signalRepository = {
    lidMapping: {
      getPNForLID: async (lid: string) => {
        const user = lid.split('@')[0]?.split(':')[0];
        const phone = [...this.net.phones.values()].find((p) => p.lid === user);
        if (user && this.net.hiddenLids.has(user)) return null;
        return phone ? userJid(phone.number) : null;
      },
    },
  };

  /** Baileys' media retry: the sender's phone uploads an expired file again; the message gets its new address. */
  updateMediaMessage = async (message: WAMessage): Promise<WAMessage> => {
    this.openDevice();
    const content = normalizeMessageContent(message.message);
    const type = content && getContentType(content);
    const media = type && (content[type] as { url?: string } | undefined);
    if (!media?.url) throw new Boom('not a media message', { statusCode: 400 });
    Object.assign(media, await this.net.cdn.reupload(media.url));
    return message;
  };

  /** Unlinks the device on WhatsApp and closes with 401; the creds stay, the app must drop them. */
  logout = async (msg?: string) => {
    if (this.state === 'closed') throw connectionClosed();
    if (this.creds.me?.id) this.net.unlink(this.creds.me.id);
    void this.end(disconnect(msg || 'Intentional Logout', DisconnectReason.loggedOut));
  };

  end = async (error: Error | undefined) => {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.timers.clear();
    this.qr = undefined;
    if (this.device?.socket === this) this.device.socket = undefined;
    await new Promise((resolve) => setImmediate(resolve)); // the websocket closing
    this.ev.emit('connection.update', { connection: 'close', lastDisconnect: { error, date: new Date() } });
    this.ev.removeAllListeners('connection.update');
    this.ev.destroy();
  };

  groupCreate = async (subject: string, participants: string[]) =>
    createGroup(this.net, this.openDevice(), subject, participants);

  groupMetadata = async (jid: string) =>
    metadataOf(readGroup(this.net, this.openDevice().phone, jid), this.net);

  /** Like Baileys, also emits `groups.update` with every group. */
  groupFetchAllParticipating = async () => {
    const groups = participatingGroups(this.net, this.openDevice().phone);
    this.deliver('groups.update', Object.values(groups));
    return groups;
  };

  groupParticipantsUpdate = async (jid: string, participants: string[], action: ParticipantAction) =>
    updateParticipants(this.net, this.openDevice(), jid, participants, action);

  groupUpdateSubject = async (jid: string, subject: string) =>
    updateSubject(this.net, this.openDevice().phone, jid, subject);

  groupUpdateDescription = async (jid: string, description?: string) =>
    updateDescription(this.net, this.openDevice().phone, jid, description);

  groupSettingUpdate = async (
    jid: string,
    setting: 'announcement' | 'not_announcement' | 'locked' | 'unlocked',
  ) => settingUpdate(this.net, this.openDevice().phone, jid, setting);

  groupInviteCode = async (jid: string) => inviteCode(this.net, this.openDevice().phone, jid, false);

  groupRevokeInvite = async (jid: string) => inviteCode(this.net, this.openDevice().phone, jid, true);

  groupAcceptInvite = async (code: string) => acceptInvite(this.net, this.openDevice().phone, code);

  groupLeave = async (jid: string) => leaveGroup(this.net, this.openDevice().phone, jid);

  /** Only Buffers: the engine uploads the JPEG it made. */
  /** A group's picture (admins), or the phone's own: WhatsApp then serves it from its CDN. */
  updateProfilePicture = async (jid: string, content: WAMediaUpload) => {
    if (!Buffer.isBuffer(content)) throw new Error('fake-whatsapp: updateProfilePicture takes a Buffer');
    const device = this.openDevice();
    if (jid.endsWith('@g.us')) setPicture(this.net, device.phone, jid, content);
    else ownPhone(device, jid).picture = `https://pps.whatsapp.net/fake/${device.phone.number}.jpg`;
  };

  /** App state changes of a chat (archive, pin, mute, delete): see chats.ts. */
  chatModify = async (mod: ChatModification, jid: string) =>
    chatModify(this.net, this.openDevice(), mod, jid);

  newsletterCreate = async (name: string, description?: string) =>
    createNewsletter(this.net, this.openDevice().phone, name, description);

  /** The about text of each number, as Baileys' USync status query answers. */
  updateProfileName = async (name: string) => {
    const device = this.openDevice();
    device.phone.name = name;
    for (const d of device.phone.devices.values()) d.me.name = name;
    this.deliver('creds.update', { me: { ...device.me, name } });
  };

  updateProfileStatus = async (status: string) => {
    this.openDevice().phone.about = status;
  };

  removeProfilePicture = async (jid: string) => {
    ownPhone(this.openDevice(), jid).picture = undefined;
  };

  newsletterMetadata = async (type: 'invite' | 'jid', key: string) =>
    newsletterMetadata(this.net, this.openDevice().phone, type, key);

  sendPresenceUpdate = async (type: WAPresence, toJid?: string) =>
    sendPresenceUpdate(this.net, this.openDevice(), type, toJid);

  presenceSubscribe = async (toJid: string) => presenceSubscribe(this.net, this.openDevice(), toJid);

  rejectCall = async (callId: string, callFrom: string) =>
    rejectCall(this.net, this.openDevice(), callId, callFrom);

  fetchStatus = async (...jids: string[]) => {
    this.openDevice();
    return statusesOf(this.net, jids);
  };

  profilePictureUrl = async (jid: string, _type?: 'preview' | 'image') => {
    this.openDevice();
    return pictureUrlOf(this.net, jid);
  };

  updateBlockStatus = async (jid: string, action: 'block' | 'unblock') =>
    setBlock(this.net, this.openDevice().phone, jid, action);
}
