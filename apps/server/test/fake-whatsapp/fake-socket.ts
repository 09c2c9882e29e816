import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  type AuthenticationCreds,
  type BaileysEventMap,
  bytesToCrockford,
  DisconnectReason,
  makeEventBuffer,
  type UserFacingSocketConfig,
} from '@whiskeysockets/baileys';
import pino from 'pino';
import { type BaileysSocket, SERVER_ACK_EVENT } from '../../src/engines/baileys/baileys-socket';
import type { Device, Network } from './network';
import { SocketOperations } from './socket-operations';
import { Timers } from './timers';
import { connectionClosed, disconnect, numberOf, unixTime, unreachable, userJid } from './wa-ids';

type SocketState = 'connecting' | 'qr' | 'open' | 'closed';

/**
 * One connection of a device to the fake network, with the events and methods of Baileys' socket
 * that the engine uses (the ones past connecting: SocketOperations). It goes through the stages the real one does: `connecting`, then QRs (new
 * device) or `open` (linked device), and `close` with a Boom whose status code says why.
 */
export class FakeSocket extends SocketOperations implements BaileysSocket {
  /** Baileys' own event buffer: events are held from login until pending notifications are in. */
  readonly ev = makeEventBuffer(pino({ level: 'silent' }));
  /** The raw frames Baileys' websocket emits as `CB:…` events: here only the server's message acks. */
  readonly ws = new EventEmitter();
  state: SocketState = 'connecting';
  /** The QR shown now, while the device waits to be linked. */
  qr?: string;
  /** The device this socket logged in as, once open. */
  device?: Device;
  /** Made to hang on connect (`hangNext`): it never answers, until ended. */
  hung = false;
  private registering = false;
  private readonly creds: AuthenticationCreds;
  private readonly timers = new Timers();
  private qrsLeft: number;

  constructor(
    protected readonly net: Network,
    readonly config: UserFacingSocketConfig,
  ) {
    super();
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
    if (!this.net.reachable) return void this.end(unreachable());
    const failure = this.net.takeFailure();
    if (failure !== undefined) return void this.end(disconnect('Connection Failure', failure));
    // WhatsApp answers the login of a version it no longer takes with <failure reason="405"/>.
    if (this.net.refuses(this.config.version)) return void this.end(disconnect('Connection Failure', 405));
    // A server that took the connection and never answers: only `end` closes it.
    this.hung = resuming && this.net.takeHang(numberOf(this.creds.me?.id ?? '') ?? '');
    if (this.hung) return;
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

  /** WhatsApp's server took a message this socket sent: the `ack` frame, on this connection only. */
  serverAck(remoteJid: string, id: string): void {
    if (this.state !== 'open') return;
    const attrs = { class: 'message', id, from: remoteJid, t: String(unixTime()) };
    this.ws.emit(SERVER_ACK_EVENT, { tag: 'ack', attrs });
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

  protected openDevice(): Device {
    if (this.state !== 'open' || !this.device) throw connectionClosed();
    return this.device;
  }

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
}
