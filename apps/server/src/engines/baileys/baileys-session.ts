import {
  type ConnectionState,
  DisconnectReason,
  type proto,
  type WAMessageKey,
} from '@whiskeysockets/baileys';
import type { DbAuthState } from './auth-state';
import type { BaileysSocket, SocketFactory } from './baileys-socket';

/** What a session tells its engine. */
export type SessionEvent =
  | { type: 'qr'; qr: string; expiresAt: Date }
  | { type: 'open'; wid: string }
  | { type: 'logged-out' }
  | { type: 'stopped' }
  | { type: 'reconnecting'; attempt: number; delayMs: number; reason: string }
  | { type: 'failed'; reason: string };

export type SessionStatus =
  | { state: 'idle' }
  | { state: 'connecting' }
  | { state: 'qr'; qr: string; expiresAt: Date }
  | { state: 'open'; wid: string }
  | { state: 'failed'; reason: string };

export interface SessionOptions {
  factory: SocketFactory;
  /** The token's auth state (credentials and keys in PostgreSQL). */
  loadAuth: () => Promise<DbAuthState>;
  /** How long a QR stays valid (WhatsApp rotates them about every 20 s). */
  qrTtlMs: number;
  /** Failed connection attempts in a row before the session gives up as "failed". */
  maxFailures: number;
  /** Wait before reconnect attempt n (1-based). */
  backoffMs: (attempt: number) => number;
  /** Options of Baileys' own fetches (media URLs): the guarded dispatcher. */
  fetchOptions?: RequestInit;
  /** A sent message's content, for a recipient's retry request. */
  getMessage: (key: WAMessageKey) => Promise<proto.IMessage | undefined>;
  /** Called with each new socket, so the engine can listen to its messages. */
  onSocket: (socket: BaileysSocket) => void;
  onEvent: (event: SessionEvent) => void;
  logger: unknown;
}

/** 1 s, 2 s, 4 s … up to a minute, with up to 20% jitter so sessions do not reconnect in step. */
export function exponentialBackoff(attempt: number, random = Math.random): number {
  const base = Math.min(60_000, 1_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + 0.2 * random()));
}

function closeCode(update: Partial<ConnectionState>): number | undefined {
  const error = update.lastDisconnect?.error as { output?: { statusCode?: number } } | undefined;
  return error?.output?.statusCode;
}

/**
 * One token's linked-device connection: makes sockets, follows their connection updates, saves
 * credentials, reconnects with backoff after a drop, and gives up visibly (state "failed", with
 * the reason) after `maxFailures` failed attempts in a row instead of looping forever. A logout
 * (from our API or from the phone) forgets the device.
 */
export class BaileysSession {
  private socket: BaileysSocket | undefined;
  private auth: DbAuthState | undefined;
  private current: SessionStatus = { state: 'idle' };
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopping = false;
  /** Credential writes in the order Baileys asked for them; a reconnect waits for them. */
  private savingCreds: Promise<void> = Promise.resolve();

  constructor(private readonly options: SessionOptions) {}

  get status(): SessionStatus {
    return this.current;
  }

  get liveSocket(): BaileysSocket | undefined {
    return this.current.state === 'open' ? this.socket : undefined;
  }

  /** The socket of a device waiting to be linked (showing QRs): a pairing code may link it instead. */
  get linkingSocket(): BaileysSocket | undefined {
    return this.current.state === 'qr' ? this.socket : undefined;
  }

  /** Connects (a new device shows QR codes; a linked one opens). */
  async start(): Promise<void> {
    this.stopping = false;
    this.failures = 0;
    // Read afresh: another process may have linked or logged out the device meanwhile.
    this.auth = await this.options.loadAuth();
    await this.connect();
  }

  /** Closes the connection but keeps the device linked. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = undefined;
    this.current = { state: 'idle' };
    if (socket) await socket.end(undefined);
  }

  /** Unlinks the device on WhatsApp and forgets its credentials. */
  async logout(): Promise<void> {
    clearTimeout(this.retryTimer);
    const socket = this.liveSocket;
    this.stopping = true;
    if (socket) await socket.logout().catch(() => socket.end(undefined));
    else await this.socket?.end(undefined);
    this.socket = undefined;
    // A credentials write still on its way would bring the device back after the clear.
    await this.savingCreds;
    await (this.auth ?? (await this.options.loadAuth())).clear();
    this.auth = undefined;
    this.current = { state: 'idle' };
  }

  private async connect(): Promise<void> {
    this.current = { state: 'connecting' };
    // The same credentials object across reconnects: Baileys updates it in place.
    this.auth ??= await this.options.loadAuth();
    const auth = this.auth;
    const socket = this.options.factory({
      auth: auth.state,
      logger: this.options.logger as never,
      markOnlineOnConnect: false,
      getMessage: this.options.getMessage,
      ...(this.options.fetchOptions ? { options: this.options.fetchOptions } : {}),
      syncFullHistory: false,
    });
    this.socket = socket;
    socket.ev.on('creds.update', () => {
      this.savingCreds = this.savingCreds.then(() => auth.saveCreds()).catch(() => {});
    });
    socket.ev.on('connection.update', (update) => this.onUpdate(socket, update));
    this.options.onSocket(socket);
  }

  private onUpdate(socket: BaileysSocket, update: Partial<ConnectionState>): void {
    if (socket !== this.socket) return;
    if (update.qr) {
      const qr = {
        state: 'qr' as const,
        qr: update.qr,
        expiresAt: new Date(Date.now() + this.options.qrTtlMs),
      };
      this.current = qr;
      this.options.onEvent({ type: 'qr', qr: qr.qr, expiresAt: qr.expiresAt });
    }
    if (update.connection === 'open') {
      this.failures = 0;
      const wid = (socket.user?.id ?? '').split(/[:@]/)[0] ?? '';
      this.current = { state: 'open', wid };
      this.options.onEvent({ type: 'open', wid });
    }
    if (update.connection === 'close') void this.onClose(closeCode(update), update);
  }

  private async onClose(code: number | undefined, update: Partial<ConnectionState>): Promise<void> {
    this.socket = undefined;
    if (this.stopping) {
      this.current = { state: 'idle' };
      this.options.onEvent({ type: 'stopped' });
      return;
    }
    if (code === DisconnectReason.loggedOut) {
      await this.savingCreds;
      await this.auth?.clear();
      this.auth = undefined;
      this.current = { state: 'idle' };
      this.options.onEvent({ type: 'logged-out' });
      return;
    }
    // After pairing WhatsApp asks for a fresh connection: part of linking, not a failure.
    if (code === DisconnectReason.restartRequired) {
      await this.savingCreds;
      return this.connect();
    }
    this.failures++;
    const reason = update.lastDisconnect?.error?.message || `connection closed (${code ?? 'unknown'})`;
    if (this.failures >= this.options.maxFailures) {
      this.current = { state: 'failed', reason };
      this.options.onEvent({ type: 'failed', reason });
      return;
    }
    const delayMs = this.options.backoffMs(this.failures);
    this.current = { state: 'connecting' };
    this.options.onEvent({ type: 'reconnecting', attempt: this.failures, delayMs, reason });
    this.retryTimer = setTimeout(() => {
      this.connect().catch((error) =>
        this.onClose(undefined, { lastDisconnect: { error, date: new Date() } }),
      );
    }, delayMs);
    this.retryTimer.unref();
  }
}
