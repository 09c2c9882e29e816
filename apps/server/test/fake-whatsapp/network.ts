import type { BaileysEventMap, Contact, proto, WAMessage } from '@whiskeysockets/baileys';
import type { FakeSocket } from './fake-socket';
import type { Group } from './groups';
import { MediaCdn } from './media-cdn';
import type { Newsletter } from './newsletters';
import type { FakePoll } from './polls';
import type { FakeStatus } from './statuses';
import { Timers } from './timers';
import { randomDigits } from './wa-ids';

export interface NetworkOptions {
  /** Time between a message's server ack, its delivery receipt and its read receipt. */
  receiptDelayMs: number;
  /** How long each QR is shown before the next one. */
  qrRotateMs: number;
  /** How many QRs a socket shows before it gives up (closes with 408). */
  qrRefs: number;
}

/** A number on WhatsApp: the phone itself and the devices linked to it. */
export interface Phone {
  number: string;
  name: string;
  lid: string;
  devices: Map<string, Device>;
  nextDevice: number;
  /** `<sender jid> <message id>` of every message the phone holds. */
  held: Set<string>;
  /** `<reader number> <message id>` of the phone's own messages that were read. */
  readBy: Set<string>;
  /** The about text and the profile picture's URL the phone set. */
  about?: string;
  picture?: string;
  /** The numbers this phone blocked: WhatsApp delivers nothing of theirs to it. */
  blocked: Set<string>;
}

/** A linked device (`<number>:<n>@s.whatsapp.net`): what a socket with its creds logs in as. */
export interface Device {
  me: Contact & { id: string };
  phone: Phone;
  /** The socket logged in as this device, if one is open. */
  socket?: FakeSocket;
  /** Events that came while no socket was open; handed over on the next login. */
  pending: Array<(socket: FakeSocket) => void>;
}

/** The state WhatsApp's servers keep, shared by every socket of one fake. */
export class Network {
  readonly phones = new Map<string, Phone>();
  readonly devices = new Map<string, Device>();
  readonly sockets: FakeSocket[] = [];
  readonly groups = new Map<string, Group>();
  /** LIDs (user part) whose number the linked devices' LID store does not know. */
  readonly hiddenLids = new Set<string>();
  readonly newsletters = new Map<string, Newsletter>();
  readonly pairingCodes = new Map<string, { socket: FakeSocket; phone: string }>();
  readonly cdn = new MediaCdn();
  /** Polls by message id, for phones to vote on. */
  readonly polls = new Map<string, FakePoll>();
  /** What each phone received, by `<number> <message id>`. */
  readonly contents = new Map<string, proto.IMessage>();
  /** The last message each phone's devices were handed under an id, by `<number> <message id>`. */
  readonly delivered = new Map<string, WAMessage>();
  /** Statuses by WhatsApp id. */
  readonly statuses = new Map<string, FakeStatus>();
  /** What the server holds back of each phone's sent messages (acks, deliveries), by number. */
  private readonly heldAcks = new Map<string, Array<() => void>>();
  private failures = { left: 0, statusCode: 0 };
  /** How many more connections of each number's linked devices hang (see `hangNext`). */
  private readonly hangs = new Map<string, number>();
  private readonly timers = new Timers();
  /** The WhatsApp Web version WhatsApp Web serves now (what a version fetch finds). */
  webVersion = '2.3000.1000000001';
  /** Set once a version was released: a socket announcing another one is refused (405). */
  private versionEnforced = false;
  /** False while this machine's network is cut: no name resolves, no socket connects. */
  reachable = true;

  constructor(readonly options: NetworkOptions) {}

  register(number: string, name?: string): Phone {
    if (!/^\d{5,20}$/.test(number)) throw new Error(`fake-whatsapp: not a phone number: ${number}`);
    const known = this.phones.get(number);
    if (known) {
      if (name) known.name = name;
      return known;
    }
    const phone: Phone = {
      number,
      name: name ?? `User ${number.slice(-4)}`,
      lid: randomDigits(15),
      devices: new Map(),
      nextDevice: 1,
      held: new Set(),
      readBy: new Set(),
      blocked: new Set(),
    };
    this.phones.set(number, phone);
    return phone;
  }

  /** The phone links one more device. */
  link(number: string): Device {
    const phone = this.register(number);
    const n = phone.nextDevice++;
    const id = `${number}:${n}@s.whatsapp.net`;
    const device: Device = { me: { id, name: phone.name, lid: `${phone.lid}:${n}@lid` }, phone, pending: [] };
    phone.devices.set(id, device);
    this.devices.set(id, device);
    return device;
  }

  unlink(deviceId: string): Device | undefined {
    const device = this.devices.get(deviceId);
    this.devices.delete(deviceId);
    device?.phone.devices.delete(deviceId);
    return device;
  }

  /** Sends an event to every device of the phone but `except`; devices offline get it on login. */
  notify<K extends keyof BaileysEventMap>(
    phone: Phone,
    event: K,
    data: BaileysEventMap[K],
    except?: Device,
  ): void {
    const send = (socket: FakeSocket) => socket.deliver(event, data);
    // What waited for a device comes as WhatsApp's offline stanzas, which Baileys hands over as `append`.
    const offline =
      event === 'messages.upsert'
        ? { ...(data as BaileysEventMap['messages.upsert']), type: 'append' }
        : data;
    const sendOffline = (socket: FakeSocket) => socket.deliver(event, offline as BaileysEventMap[K]);
    for (const device of phone.devices.values()) {
      if (device === except) continue;
      if (device.socket) send(device.socket);
      else device.pending.push(sendOffline);
    }
  }

  /** The phone keeps a copy of the message; false when it already had it (same sender and id). */
  hold(phone: Phone, senderJid: string, id: string): boolean {
    const key = `${senderJid} ${id}`;
    if (phone.held.has(key)) return false;
    phone.held.add(key);
    return true;
  }

  received(number: string, id: string): number {
    const held = [...(this.phones.get(number)?.held ?? [])];
    return held.filter((key) => key.endsWith(` ${id}`)).length;
  }

  /** The numbers that read the phone's message with this WhatsApp id. */
  readersOf(number: string, id: string): string[] {
    const read = [...(this.phones.get(number)?.readBy ?? [])];
    return read.filter((entry) => entry.endsWith(` ${id}`)).map((entry) => entry.split(' ')[0] ?? '');
  }

  /**
   * What follows a message the phone's device sent (the server's ack, then its delivery and
   * receipts) happens now, or once `releaseAcks` when the phone's acks are held.
   */
  whenServerTakes(phone: Phone, run: () => void): void {
    const held = this.heldAcks.get(phone.number);
    if (held) held.push(run);
    else run();
  }

  /** The server takes the phone's messages without a word: no ack, no delivery, until released. */
  holdAcks(number: string): void {
    if (!this.heldAcks.has(number)) this.heldAcks.set(number, []);
  }

  /** What was held for the phone happens now, late, in the order sent; its later sends go as usual. */
  releaseAcks(number: string): void {
    const held = this.heldAcks.get(number) ?? [];
    this.heldAcks.delete(number);
    for (const run of held) run();
  }

  /** Runs the steps in order: the first on the next turn, each next one `gapMs` later. */
  sequence(steps: Array<() => void>, gapMs: number, delayMs = 0): void {
    const [step, ...rest] = steps;
    if (!step) return;
    this.later(delayMs, () => {
      step();
      this.sequence(rest, gapMs, gapMs);
    });
  }

  later(ms: number, run: () => void): void {
    this.timers.later(ms, run);
  }

  /** WhatsApp moves to a new WhatsApp Web version and refuses every other one from now on. */
  releaseWebVersion(version: string): void {
    this.webVersion = version;
    this.versionEnforced = true;
  }

  refuses(version: readonly number[] | undefined): boolean {
    return this.versionEnforced && version?.join('.') !== this.webVersion;
  }

  failNext(count: number, statusCode: number): void {
    this.failures = { left: count, statusCode };
  }

  /** The status code the next connection fails with, if it should fail. */
  takeFailure(): number | undefined {
    if (this.failures.left <= 0) return undefined;
    this.failures.left--;
    return this.failures.statusCode;
  }

  /** The next `count` connections of the number's linked devices say `connecting` and then nothing. */
  hangNext(number: string, count: number): void {
    this.hangs.set(number, (this.hangs.get(number) ?? 0) + count);
  }

  /** Whether this connection of the number's device hangs (counted off). */
  takeHang(number: string): boolean {
    const left = this.hangs.get(number) ?? 0;
    if (left <= 0) return false;
    if (left === 1) this.hangs.delete(number);
    else this.hangs.set(number, left - 1);
    return true;
  }

  /** Forgets the messages delivered so far (copies, contents, read receipts, what sockets sent). */
  forgetTraffic(): void {
    this.contents.clear();
    for (const phone of this.phones.values()) {
      phone.held.clear();
      phone.readBy.clear();
    }
    for (const socket of this.sockets) socket.sent.length = 0;
  }

  async close(): Promise<void> {
    this.timers.clear();
    await Promise.all(this.sockets.map((socket) => socket.end(undefined)));
    await this.cdn.close();
  }
}
