import {
  type ChatUpdate,
  type Contact,
  DisconnectReason,
  type MediaType,
  type proto,
} from '@whiskeysockets/baileys';
import type { SocketFactory } from '../src/engines/baileys/baileys-socket';
import { type CallStep, callRejected, callStep, phoneCalls } from './fake-whatsapp/calls';
import { chatState, type FakeChatState } from './fake-whatsapp/chats';
import { mapLid, phoneSendsAsLid, syncContacts } from './fake-whatsapp/contacts';
import { FakeSocket } from './fake-whatsapp/fake-socket';
import { updateSubject } from './fake-whatsapp/group-admin';
import { addressByLid } from './fake-whatsapp/groups';
import { Network, type NetworkOptions } from './fake-whatsapp/network';
import { encryptedVote, pollCreation } from './fake-whatsapp/polls';
import { phonePresence, presenceShown } from './fake-whatsapp/presence';
import { phoneSends } from './fake-whatsapp/relay';
import { type FakeStatus, phonePostsStatus, phoneRevokesStatus, viewStatus } from './fake-whatsapp/statuses';
import { closeError, disconnect, unixTime, userJid } from './fake-whatsapp/wa-ids';

export { FakeSocket };
export type FakeWhatsAppOptions = Partial<NetworkOptions>;

/**
 * A fake WhatsApp network for the Baileys engine (WhatsApp itself is unreachable from tests).
 * Sockets come from `factory`; phones are played through the other methods.
 */
export interface FakeWhatsApp {
  /** Pass to the engine: each call makes a FakeSocket on this network. */
  factory: SocketFactory;
  /** Every socket made, oldest first. */
  sockets: FakeSocket[];
  /** A number (digits) that exists on WhatsApp; `name` is its push name. */
  registerPhone(number: string, name?: string): void;
  /** The LID jid WhatsApp hides a registered number behind (`<digits>@lid`). */
  lidOf(number: string): string;
  /** The phone (registered if new) links the device showing this QR; resolves once it closed with 515. */
  scan(qr: string, phone: string): Promise<void>;
  /**
   * The phone's first device, linked on a network this one stands in for (another process's):
   * a device whose credentials name it logs in.
   */
  adoptDevice(phone: string): void;
  /** The phone enters a code from `requestPairingCode`: links like a scan. */
  enterPairingCode(code: string): Promise<void>;
  /** Copies of the message (any sender, this id) the phone holds: 0 or 1 per sender. */
  received(phone: string, waMessageId: string): number;
  /** The numbers that sent a read receipt for the phone's own message with this id. */
  readersOf(phone: string, waMessageId: string): string[];
  /**
   * A phone writes to `toPhone` (a registered number): a text or any message content; returns the
   * WhatsApp message id.
   */
  phoneSends(from: string, toPhone: string, content: string | proto.IMessage, id?: string): string;
  /**
   * WhatsApp hands the phone's devices a message they had already (its ack was lost): the
   * phone's last `messages.upsert` with this id comes again, as an offline stanza (`append`).
   */
  redeliver(phone: string, waMessageId: string): void;
  /** A phone sends a file (encrypted and uploaded as WhatsApp does); returns the message id and its URL. */
  phoneSendsMedia(from: string, toPhone: string, media: FakeMedia): Promise<{ id: string; url: string }>;
  /**
   * The media servers stop answering downloads: `serveAgain` serves new ones (the ones asked
   * meanwhile stay unanswered), `dropStalled` cuts those (as does closing the network).
   */
  stallMediaDownloads(): { serveAgain(): void; dropStalled(): void };
  /** The phone votes on a poll it received (by its WhatsApp id): its creator's devices get the encrypted vote. */
  phoneVotes(voter: string, pollId: string, options: string[]): void;
  /** A phone sends a poll to `toPhone`; returns the message id. */
  phoneSendsPoll(
    from: string,
    toPhone: string,
    poll: { name: string; options: string[]; multipleAnswers: boolean },
  ): string;
  /** What the phone received under this WhatsApp id, as WhatsApp delivered it. */
  receivedContent(phone: string, waMessageId: string): proto.IMessage | undefined;
  /** The phone itself (not a linked device) changes the group's subject, as its user would in WhatsApp. */
  phoneChangesSubject(phone: string, groupId: string, subject: string): void;
  /** The group reports the member by LID, with their number beside it or hidden (decision 0027). */
  memberByLid(groupId: string, number: string, withNumber: boolean): void;
  /** The group's picture as uploaded, if one was set. */
  groupPicture(groupId: string): Buffer | undefined;
  /** The file at this URL expires on the media servers (its sender's phone can upload it again). */
  expireMedia(url: string): void;

  /** The user removes every linked device on the phone: open sockets close with 401. */
  logoutFromPhone(phone: string): Promise<void>;
  /**
   * WhatsApp's server takes the phone's sent messages but answers nothing: no server ack, no
   * delivery, no receipts, until `releaseAcks` (the stuck sends of Evolution API #2597).
   */
  holdAcks(phone: string): void;
  /** The held acks, deliveries and receipts of the phone's messages come now, late. */
  releaseAcks(phone: string): void;
  /** The next `count` sockets close right after `connecting` with this status code. */
  failNextConnections(count: number, statusCode: number): void;
  /**
   * The next `count` connections of the phone's linked devices hang: `connecting`, then no
   * answer and no close until the socket is ended (a server that took the connection and went quiet).
   */
  hangNextConnections(phone: string, count: number): void;
  /** WhatsApp closes the phone's open linked-device connection with this close code (as Baileys reports it). */
  closeConnection(phone: string, statusCode: number): Promise<void>;
  /**
   * This machine's network is cut: open connections drop (408, connection lost) and every new one
   * fails as Baileys' does on ENOTFOUND; `restoreNetwork` ends it.
   */
  cutNetwork(): Promise<void>;
  restoreNetwork(): void;
  /** WhatsApp Web's current version, as a version fetch finds it; fails while the network is cut. */
  latestWebVersion(): string;
  /** WhatsApp moves to this version and refuses sockets announcing any other (close 405). */
  releaseWebVersion(version: string): void;
  /** What the viewer's phone shows of the contact now (composing, recording, paused), if anything. */
  presenceShown(viewer: string, contact: string): string | undefined;
  /** The phone's presence reaches the phones subscribed to it (typing: only `to`, the chat it types in). */
  phonePresence(
    from: string,
    presence: 'available' | 'unavailable' | 'composing' | 'paused',
    to?: string,
  ): void;
  /** A phone calls `to`; answers the call id. */
  phoneCalls(from: string, to: string, video: boolean): string;
  /** Whether the callee rejected the call. */
  callRejected(id: string): boolean;
  /** The call goes on: answered or declined on the callee's phone, hung up by either, or rung out. */
  callStep(id: string, step: CallStep): void;
  /** Ends every socket and cancels what is still scheduled. */
  close(): Promise<void>;
  /** Forgets the messages delivered so far, so a long bench measures the engine's memory, not the fake's. */
  forgetTraffic(): void;
  /** The phone (registered if new) sets its about text and profile picture URL. */
  setProfile(number: string, profile: { about?: string; picture?: string }): void;
  /** A phone writes in a chat addressed by its LID, the number beside it unless `withNumber` is false. */
  phoneSendsAsLid(from: string, toPhone: string, text: string, withNumber: boolean): string;
  /** The phone's address book reaches its linked devices (`contacts.upsert`). */
  syncContacts(phone: string, contacts: Contact[]): void;
  /** WhatsApp tells the phone's devices the LID of `number` (`lid-mapping.update`). */
  mapLid(phone: string, number: string): void;
  /** The status with this WhatsApp id, as WhatsApp keeps it. */
  status(waMessageId: string): FakeStatus | undefined;
  /** A recipient opens a status: its poster's devices get the read receipt. */
  viewStatus(viewer: string, waMessageId: string): void;
  /** A phone posts a text status to these numbers; returns its WhatsApp id. */
  phonePostsStatus(from: string, recipients: string[], text: string): string;
  /** The phone deletes a status it posted (its WhatsApp id): its recipients' devices get the revoke. */
  phoneRevokesStatus(from: string, waMessageId: string): void;
  /** A number's profile: its push name, about text, picture. */
  profile(number: string): { name: string; about: string; picture?: string };
  /** How the phone keeps the chat `jid` (what chatModify set). */
  chatState(phone: string, jid: string): FakeChatState;
  /** The user types a text on the phone itself to `toPhone`: it arrives there, and the phone's linked devices get it as their own. */
  phoneWritesItself(phone: string, toPhone: string, body: string): string;
  /** The user changes a chat on the phone (archives, mutes…): its linked devices get the chats.update. */
  phoneChangesChat(phone: string, update: ChatUpdate): void;
}

export interface FakeMedia {
  kind: Extract<MediaType, 'image' | 'video' | 'audio' | 'document' | 'sticker'>;
  bytes: Buffer;
  mimetype: string;
  fileName?: string;
  caption?: string;
  /** What the media servers serve when the recipient fetches it: the file (by default), 410, or bytes that do not decrypt. */
  served?: 'file' | 'expired' | 'undecryptable';
  /** The sender deleted the file on their phone: it refuses to upload it again (Baileys' media retry fails). */
  deletedOnPhone?: boolean;
}

export function createFakeWhatsApp(options: FakeWhatsAppOptions = {}): FakeWhatsApp {
  const net = new Network({ receiptDelayMs: 0, qrRotateMs: 20_000, qrRefs: 6, ...options });
  return {
    factory: (config) => {
      const socket = new FakeSocket(net, config);
      net.sockets.push(socket);
      return socket;
    },
    sockets: net.sockets,
    registerPhone: (number, name) => void net.register(number, name),
    lidOf: (number) => `${net.register(number).lid}@lid`,
    scan: async (qr, phone) => {
      const socket = net.sockets.find((s) => s.qr === qr && s.linkable);
      if (!socket) throw new Error('fake-whatsapp: no device shows this QR (expired, or already linked)');
      await socket.pair(net.link(phone));
    },
    adoptDevice: (phone) => void net.link(phone),
    enterPairingCode: async (code) => {
      const request = net.pairingCodes.get(code);
      net.pairingCodes.delete(code);
      if (!request?.socket.linkable) throw new Error('fake-whatsapp: unknown or expired pairing code');
      await request.socket.pair(net.link(request.phone), true);
    },
    received: (phone, id) => net.received(phone, id),
    readersOf: (phone, id) => net.readersOf(phone, id),
    phoneSends: (from, toPhone, content, id) => phoneSends(net, from, toPhone, content, id),
    redeliver: (phone, id) => {
      const message = net.delivered.get(`${phone} ${id}`);
      if (!message) throw new Error(`fake-whatsapp: ${phone} was handed no message ${id}`);
      net.notify(net.register(phone), 'messages.upsert', { messages: [message], type: 'append' });
    },
    phoneSendsMedia: async (
      from,
      toPhone,
      { kind, bytes, mimetype, fileName, caption, served, deletedOnPhone },
    ) => {
      const uploaded = await net.cdn.upload(bytes, kind);
      if (served === 'expired') net.cdn.expire(uploaded.url);
      if (served === 'undecryptable') await net.cdn.corrupt(uploaded.url);
      if (deletedOnPhone) net.cdn.forget(uploaded.url);
      const media = { ...uploaded, mimetype, ...(fileName && { fileName }), ...(caption && { caption }) };
      const id = phoneSends(net, from, toPhone, { [`${kind}Message`]: media });
      return { id, url: uploaded.url };
    },
    stallMediaDownloads: () => net.cdn.stall(),
    phoneVotes: (voter, pollId, options) => {
      const poll = net.polls.get(pollId);
      if (!poll) throw new Error(`fake-whatsapp: no poll ${pollId}`);
      // As the creator's devices get it: the key names the poll from their side (fromMe).
      const pollCreationMessageKey = { remoteJid: userJid(voter), fromMe: true, id: pollId };
      const vote = encryptedVote(poll, pollId, voter, options);
      phoneSends(net, voter, poll.creator, {
        pollUpdateMessage: { pollCreationMessageKey, vote, senderTimestampMs: Date.now() },
      });
    },
    phoneSendsPoll: (from, toPhone, { name, options, multipleAnswers }) =>
      phoneSends(net, from, toPhone, pollCreation(name, options, multipleAnswers)),
    receivedContent: (phone, id) => net.contents.get(`${phone} ${id}`),
    phoneChangesSubject: (phone, groupId, subject) =>
      updateSubject(net, net.register(phone), groupId, subject),
    memberByLid: (groupId, number, withNumber) => addressByLid(net, groupId, number, withNumber),
    groupPicture: (groupId) => net.groups.get(groupId)?.picture,
    expireMedia: (url) => net.cdn.expire(url),

    logoutFromPhone: async (phone) => {
      const devices = [...(net.phones.get(phone)?.devices.keys() ?? [])].flatMap(
        (id) => net.unlink(id) ?? [],
      );
      // WhatsApp ends the stream with <stream:error code="401"><conflict type="device_removed"/>.
      const removed = disconnect('Stream Errored (conflict)', 401);
      await Promise.all(devices.map((device) => device.socket?.end(removed)));
    },
    failNextConnections: (count, statusCode) => net.failNext(count, statusCode),
    hangNextConnections: (phone, count) => net.hangNext(phone, count),
    closeConnection: async (phone, statusCode) => {
      const devices = [...(net.phones.get(phone)?.devices.values() ?? [])];
      await Promise.all(devices.map((device) => device.socket?.end(closeError(statusCode))));
    },
    cutNetwork: async () => {
      net.reachable = false;
      const lost = closeError(DisconnectReason.connectionLost);
      await Promise.all(net.sockets.map((socket) => socket.end(lost)));
    },
    restoreNetwork: () => {
      net.reachable = true;
    },
    latestWebVersion: () => {
      if (!net.reachable) throw new Error('fetch failed: getaddrinfo ENOTFOUND web.whatsapp.com');
      return net.webVersion;
    },
    releaseWebVersion: (version) => net.releaseWebVersion(version),
    holdAcks: (phone) => net.holdAcks(phone),
    releaseAcks: (phone) => net.releaseAcks(phone),
    presenceShown: (viewer, contact) => presenceShown(net, viewer, contact),
    phonePresence: (from, presence, to) => phonePresence(net, from, presence, to),
    phoneCalls: (from, to, video) => phoneCalls(net, from, to, video),
    callRejected: (id) => callRejected(net, id),
    callStep: (id, step) => callStep(net, id, step),
    close: () => net.close(),
    forgetTraffic: () => net.forgetTraffic(),
    setProfile: (number, profile) => void Object.assign(net.register(number), profile),
    phoneSendsAsLid: (from, toPhone, text, withNumber) =>
      phoneSendsAsLid(net, from, toPhone, text, withNumber),
    syncContacts: (phone, contacts) => syncContacts(net, phone, contacts),
    mapLid: (phone, number) => mapLid(net, phone, number),
    status: (id) => net.statuses.get(id),
    viewStatus: (viewer, id) => viewStatus(net, viewer, id),
    phonePostsStatus: (from, recipients, text) => phonePostsStatus(net, from, recipients, text),
    phoneRevokesStatus: (from, id) => phoneRevokesStatus(net, from, id),
    profile: (number) => {
      const { name, about, picture } = net.register(number);
      return { name, about: about ?? '', picture };
    },
    chatState: (phone, jid) => chatState(net, phone, jid),
    phoneWritesItself: (phone, toPhone, body) => {
      const id = phoneSends(net, phone, toPhone, body);
      const own = { key: { remoteJid: userJid(toPhone), fromMe: true, id }, message: { conversation: body } };
      const upsert = { messages: [{ ...own, messageTimestamp: unixTime() }], type: 'notify' as const };
      net.later(0, () => net.notify(net.register(phone), 'messages.upsert', upsert));
      return id;
    },
    phoneChangesChat: (phone, update) => net.notify(net.register(phone), 'chats.update', [update]),
  };
}
