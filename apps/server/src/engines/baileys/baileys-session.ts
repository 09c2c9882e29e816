import type { ConnectionCause } from '@chatgate/contracts';
import type { ConnectionState, proto, WAMessageKey, WAVersion } from '@whiskeysockets/baileys';
import type { DbAuthState } from './auth-state';
import type { BaileysSocket, SocketFactory } from './baileys-socket';
import { closeCodeOf, closeReasonOf } from './close-reasons';
import type { WaWebVersion } from './wa-web-version';

/** What a session tells its engine. */
export type SessionEvent =
  | { type: 'qr'; qr: string; expiresAt: Date }
  | { type: 'open'; wid: string }
  /** The device was forgotten: logged out (401), or the phone no longer takes it (411). */
  | { type: 'logged-out'; cause: ConnectionCause; code?: number }
  | { type: 'stopped' }
  | { type: 'reconnecting'; attempt: number; delayMs: number; reason: string; cause: ConnectionCause }
  /** A connection attempt found no WhatsApp (DNS, route, refused): the first of a run of them. */
  | { type: 'unreachable' }
  | { type: 'failed'; reason: string; cause: ConnectionCause; code?: number };

export type SessionStatus =
  | { state: 'idle' }
  /** `problem`: the last attempt found no WhatsApp; the session keeps trying. */
  | { state: 'connecting'; problem?: 'whatsapp-unreachable' }
  | { state: 'qr'; qr: string; expiresAt: Date }
  | { state: 'open'; wid: string }
  | { state: 'failed'; reason: string; cause: ConnectionCause };

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

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
  /** The WhatsApp Web version sockets announce, fetched again after WhatsApp refuses one. */
  webVersion: WaWebVersion;
  /** Baileys' logger (pino): the session logs each close, its cause and what it does. */
  logger: unknown;
}

/** 1 s, 2 s, 4 s … up to a minute, with up to 20% jitter so sessions do not reconnect in step. */
export function exponentialBackoff(attempt: number, random = Math.random): number {
  const base = Math.min(60_000, 1_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + 0.2 * random()));
}

/** A promise with its resolve, for whoever waits on a restart. */
function deferred(): { done: Promise<void>; settle: () => void } {
  let settle = () => {};
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { done, settle };
}

/**
 * One token's linked-device connection: makes sockets, follows their connection updates, saves
 * credentials, and answers each close as its code says (close-reasons.ts): a restart unseen, a
 * reconnect at once or with backoff, a fresh WhatsApp Web version, a stop, or a forgotten
 * device. It gives up visibly (state "failed", with the reason) after `maxFailures` failed
 * attempts in a row instead of looping forever; a WhatsApp it cannot reach at all it keeps
 * trying on the backoff's schedule, never giving up.
 */
export class BaileysSession {
  private socket: BaileysSocket | undefined;
  private auth: DbAuthState | undefined;
  private current: SessionStatus = { state: 'idle' };
  private failures = 0;
  private unreachableInRow = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Between a failed attempt and the next one (the retry timer runs). */
  private waiting = false;
  private stopping = false;
  /** Set while an open session reconnects for WhatsApp's 515: it stays "open" meanwhile. */
  private restart: ReturnType<typeof deferred> | undefined;
  private version: WAVersion | undefined;
  /** Credential writes in the order Baileys asked for them; a reconnect waits for them. */
  private savingCreds: Promise<void> = Promise.resolve();

  constructor(private readonly options: SessionOptions) {}

  get status(): SessionStatus {
    return this.current;
  }

  get liveSocket(): BaileysSocket | undefined {
    return this.current.state === 'open' && !this.restart ? this.socket : undefined;
  }

  /** The socket of a device waiting to be linked (showing QRs): a pairing code may link it instead. */
  get linkingSocket(): BaileysSocket | undefined {
    return this.current.state === 'qr' ? this.socket : undefined;
  }

  /** The last attempt found no WhatsApp and the next one waits for its time. */
  get unreachable(): boolean {
    return this.current.state === 'connecting' && this.current.problem !== undefined && this.waiting;
  }

  /** Connects (a new device shows QR codes; a linked one opens). */
  async start(): Promise<void> {
    this.stopping = false;
    this.failures = 0;
    // Read afresh: another process may have linked or logged out the device meanwhile.
    this.auth = await this.options.loadAuth();
    await this.connect();
  }

  /** Asked to connect while waiting to retry: the next attempt starts now instead of at its time. */
  retryNow(): void {
    if (!this.waiting) return;
    clearTimeout(this.retryTimer);
    this.attempt();
  }

  /** Resolves once a restart (515) of an open session is over, or after `maxWaitMs`. */
  async restarted(maxWaitMs: number): Promise<void> {
    const restart = this.restart;
    if (!restart) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxWaitMs);
    });
    await Promise.race([restart.done, timeout]);
    clearTimeout(timer);
  }

  /** Closes the connection but keeps the device linked. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.clearRetry();
    this.endRestart();
    const socket = this.socket;
    this.socket = undefined;
    this.current = { state: 'idle' };
    if (socket) await socket.end(undefined);
  }

  /** Unlinks the device on WhatsApp and forgets its credentials. */
  async logout(): Promise<void> {
    this.clearRetry();
    const socket = this.liveSocket;
    this.stopping = true;
    this.endRestart();
    if (socket) await socket.logout().catch(() => socket.end(undefined));
    else await this.socket?.end(undefined);
    this.socket = undefined;
    await this.forgetDevice();
    this.current = { state: 'idle' };
  }

  private async connect(): Promise<void> {
    // A restarting session stays open; one retrying keeps saying why until an attempt succeeds.
    if (!this.restart && this.current.state !== 'connecting') this.current = { state: 'connecting' };
    // The same credentials object across reconnects: Baileys updates it in place.
    this.auth ??= await this.options.loadAuth();
    const auth = this.auth;
    const version = await this.options.webVersion.ready();
    if (this.stopping) return;
    this.version = version;
    const socket = this.options.factory({
      auth: auth.state,
      version,
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
      this.unreachableInRow = 0;
      const wid = (socket.user?.id ?? '').split(/[:@]/)[0] ?? '';
      this.current = { state: 'open', wid };
      this.endRestart();
      this.options.onEvent({ type: 'open', wid });
    }
    if (update.connection === 'close') void this.onClose(update.lastDisconnect?.error);
  }

  private async onClose(error: unknown): Promise<void> {
    this.socket = undefined;
    if (this.stopping) {
      this.endRestart();
      this.current = { state: 'idle' };
      this.options.onEvent({ type: 'stopped' });
      return;
    }
    const code = closeCodeOf(error);
    const { cause, action } = closeReasonOf(error);
    const reason = (error as Error | undefined)?.message || `connection closed (${code ?? 'unknown'})`;
    const version = this.version?.join('.');
    this.log().warn({ code, cause, action, reason, version }, 'WhatsApp closed the connection');
    if (action === 'restart') {
      // After pairing, or now and then on a healthy session: part of the protocol, not a failure.
      if (this.current.state === 'open') this.restart ??= deferred();
      await this.savingCreds;
      return this.connect().catch((e: unknown) => this.onClose(e));
    }
    this.endRestart();
    if (action === 'forget-device') {
      await this.forgetDevice();
      this.current = { state: 'idle' };
      this.options.onEvent({ type: 'logged-out', cause, ...(code !== undefined && { code }) });
      return;
    }
    if (action === 'stop') return this.fail(reason, cause, code);
    if (cause === 'whatsapp-unreachable') return this.retryUnreachable(reason);
    const firstInRow = this.failures === 0;
    this.failures++;
    if (this.failures >= this.options.maxFailures) return this.fail(reason, cause, code);
    const newVersion =
      action === 'refresh-version' && this.version && (await this.options.webVersion.refused(this.version));
    const atOnce = newVersion || (action === 'reconnect' && firstInRow);
    this.retryAfter(atOnce ? 0 : this.options.backoffMs(this.failures), this.failures, reason, cause);
  }

  /** No WhatsApp at all: said once per run, retried on the backoff's schedule, never given up. */
  private retryUnreachable(reason: string): void {
    this.unreachableInRow++;
    const first = !(this.current.state === 'connecting' && this.current.problem);
    this.current = { state: 'connecting', problem: 'whatsapp-unreachable' };
    if (first) this.options.onEvent({ type: 'unreachable' });
    const delayMs = this.options.backoffMs(this.unreachableInRow);
    this.retryAfter(delayMs, this.unreachableInRow, reason, 'whatsapp-unreachable');
  }

  private retryAfter(delayMs: number, attempt: number, reason: string, cause: ConnectionCause): void {
    if (this.current.state !== 'connecting') this.current = { state: 'connecting' };
    this.options.onEvent({ type: 'reconnecting', attempt, delayMs, reason, cause });
    this.waiting = true;
    this.retryTimer = setTimeout(() => this.attempt(), delayMs);
    this.retryTimer.unref();
  }

  private attempt(): void {
    this.waiting = false;
    this.connect().catch((error: unknown) => this.onClose(error));
  }

  private fail(reason: string, cause: ConnectionCause, code: number | undefined): void {
    this.current = { state: 'failed', reason, cause };
    this.options.onEvent({ type: 'failed', reason, cause, ...(code !== undefined && { code }) });
  }

  private async forgetDevice(): Promise<void> {
    // A credentials write still on its way would bring the device back after the clear.
    await this.savingCreds;
    await (this.auth ?? (await this.options.loadAuth())).clear();
    this.auth = undefined;
  }

  private clearRetry(): void {
    clearTimeout(this.retryTimer);
    this.waiting = false;
  }

  private endRestart(): void {
    this.restart?.settle();
    this.restart = undefined;
  }

  private log(): Log {
    const logger = this.options.logger as Partial<Log> | undefined;
    return { info: (o, m) => logger?.info?.(o, m), warn: (o, m) => logger?.warn?.(o, m) };
  }
}
