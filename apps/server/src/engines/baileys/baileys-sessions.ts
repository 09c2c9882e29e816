import { WhatsAppMessages } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { PairingCode, SessionState } from '../engine';
import { EngineError } from '../engine-error';
import type { EngineEventHub } from '../event-hub';
import { SendFailures } from '../send-failures';
import { replayAuthWrites, useDbAuthState } from './auth-state';
import { isLinked, linkedInstances } from './auth-state.queries';
import type { BaileysEngineOptions } from './baileys-engine-options';
import { BaileysSession, exponentialBackoff, type SessionEvent } from './baileys-session';
import type { BaileysSocket } from './baileys-socket';
import { storedMessage } from './message-store';
import { QrTimeouts } from './qr-timeouts';
import { ResumeWindow } from './resume-window';
import { CONNECT_DEADLINE_MS, SessionWatchdog } from './session-watchdog';
import type { SocketEvents } from './socket-events';

/** Under 5 s, so a QR, pairing-code or reconnect call answers within 5 s even when nothing comes. */
const START_TIMEOUT_MS = 4_500;
/** How long a send waits for an open session's restart (WhatsApp's 515) to finish. */
const RESTART_WAIT_MS = 10_000;
/**
 * How long a pairing code can be typed: the linking connection it belongs to rotates its QR refs
 * and is replaced after about 60 s + 5 × 20 s, so we promise the first minute.
 */
const PAIRING_CODE_TTL_MS = 60_000;
const MAX_LINKING = 20;

/** Sessions connecting at once while resuming after a restart (each slot moves on as its session answers). */
const RESUME_AT_ONCE = 10;
/**
 * The longest a resuming session holds its slot: WhatsApp answers a resume within a few seconds,
 * and a silent socket costs nothing, so it waits for the watchdog outside the window instead of
 * holding back the sessions behind it.
 */
const RESUME_SLOT_MS = 5_000;

type ResumeLog = { warn(obj: object, msg: string): void };

/**
 * The Baileys engine's linked devices, one BaileysSession per token: starting, linking (QR or
 * pairing code), stopping and resuming them, and the live socket each operation goes through.
 */
export class BaileysSessions {
  private readonly sessions = new Map<string, BaileysSession>();
  private readonly qrTimeouts: QrTimeouts;
  private readonly watchdog: SessionWatchdog;
  private readonly resuming: ResumeWindow;
  /** Sessions being resumed that wait for their first answer (open, QR, gave up), by token. */
  private readonly answers = new Map<string, () => void>();
  /** Resumes between their start and their socket: a close waits for them, so none connects after it. */
  private readonly starting = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly options: BaileysEngineOptions,
    private readonly hub: EngineEventHub,
    private readonly socketEvents: SocketEvents,
  ) {
    this.qrTimeouts = new QrTimeouts(options.qrLifetimeMs, (insid) => this.qrExpired(insid));
    this.watchdog = new SessionWatchdog(this.connectDeadlineMs);
    this.resuming = new ResumeWindow(options.resumeConcurrency ?? RESUME_AT_ONCE, (insid) =>
      this.resume(insid),
    );
  }

  private get connectDeadlineMs(): number {
    return this.options.connectDeadlineMs ?? CONNECT_DEADLINE_MS;
  }

  /**
   * Starts (or, waiting to retry, hurries) the token's session and answers once it shows a QR or
   * opens; EngineError `whatsapp-unreachable` when WhatsApp cannot be reached (the session keeps
   * trying).
   */
  async start(insid: string): Promise<SessionState> {
    const existing = this.sessions.get(insid);
    if (existing && existing.status.state !== 'idle' && existing.status.state !== 'failed') {
      existing.retryNow();
      return this.settled(insid, existing);
    }
    if (this.linkingFull() && !(await isLinked(this.db, insid))) return { state: 'idle' };
    const session = existing ?? this.newSession(insid);
    await session.start();
    return this.settled(insid, session);
  }

  async state(insid: string): Promise<SessionState> {
    const status = this.sessions.get(insid)?.status;
    if (status?.state === 'open') return { state: 'connected', wid: status.wid };
    if (status?.state === 'qr') return { state: 'qr', qr: status.qr, expiresAt: status.expiresAt };
    if (status?.state === 'connecting' && status.problem) return { state: 'idle', problem: status.problem };
    if (status?.state === 'failed') return { state: 'idle', problem: status.cause };
    return { state: 'idle' };
  }

  /** Waits while an open session restarts for WhatsApp (515), so a send meanwhile goes out on the new socket. */
  async untilRestarted(insid: string): Promise<void> {
    await this.sessions.get(insid)?.restarted(RESTART_WAIT_MS);
  }

  async requestPairingCode(insid: string, phone: string): Promise<PairingCode> {
    const started = await this.start(insid);
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
    this.notResumed(insid);
    const session = this.sessions.get(insid) ?? this.newSession(insid);
    await session.logout();
    this.hub.emit('disconnected', { insid, reason: 'logout' });
  }

  async stop(insid: string): Promise<void> {
    this.qrTimeouts.clear(insid);
    this.notResumed(insid);
    await this.sessions.get(insid)?.stop();
  }

  /**
   * Reconnects every linked device after a restart, a window of them at a time (not all at
   * once), in the background: it answers how many are to be resumed once they are queued, so a
   * caller (the session host's renewal) is not held for minutes by hundreds of devices. Receipts
   * missed meanwhile arrive from WhatsApp itself. Auth state writes a stop or crash during a
   * database outage left on disk are stored first, so each device resumes with its latest keys.
   */
  async recover(hosted: (insid: string) => boolean = () => true): Promise<number> {
    await replayAuthWrites({ db: this.db, holding: this.options.holding });
    const linked = (await linkedInstances(this.db)).filter(hosted);
    this.resuming.add(linked);
    return linked.length;
  }

  /** Stops every session, keeping their links; the resumes not begun are dropped. */
  async close(): Promise<void> {
    this.qrTimeouts.clearAll();
    this.resuming.clear();
    await Promise.allSettled([...this.starting]);
    for (const answered of this.answers.values()) answered();
    this.watchdog.stop();
    await Promise.all([...this.sessions.values()].map((s) => s.stop()));
  }

  /**
   * One slot of the resume window: starts the token's session unless it runs already, and holds
   * the slot until the session answers, at most `resumeSlotMs` (a silent one is the watchdog's).
   */
  private async resume(insid: string): Promise<void> {
    const existing = this.sessions.get(insid);
    if (existing && existing.status.state !== 'idle' && existing.status.state !== 'failed') return;
    const session = existing ?? this.newSession(insid);
    const answered = new Promise<void>((resolve) => {
      const slotMs = Math.min(this.options.resumeSlotMs ?? RESUME_SLOT_MS, this.connectDeadlineMs);
      const timer = setTimeout(resolve, slotMs);
      timer.unref();
      this.answers.set(insid, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const started = session.start().catch((err) => {
      (this.options.logger as ResumeLog).warn({ err, insid }, 'session not resumed');
      this.answers.get(insid)?.();
    });
    this.starting.add(started);
    await started;
    this.starting.delete(started);
    await answered;
    this.answers.delete(insid);
  }

  /** The token is stopped or forgotten: it is not to be resumed, and its resume slot is free. */
  private notResumed(insid: string): void {
    this.resuming.drop(insid);
    this.answers.get(insid)?.();
  }

  /** How many sessions there are in each state, for the metrics endpoint. */
  counts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const session of this.sessions.values()) {
      const state = session.unreachable ? 'unreachable' : session.status.state;
      counts[state] = (counts[state] ?? 0) + 1;
    }
    return counts;
  }

  private newSession(insid: string): BaileysSession {
    const session = new BaileysSession({
      factory: this.options.factory,
      loadAuth: () => useDbAuthState({ db: this.db, holding: this.options.holding }, insid),
      qrTtlMs: this.options.qrTtlMs,
      maxFailures: this.options.maxFailures,
      backoffMs: this.options.backoffMs ?? exponentialBackoff,
      webVersion: this.options.webVersion,
      logger: this.options.logger,
      getMessage: (key) => storedMessage(this.db, key),
      ...(this.options.fetchOptions ? { fetchOptions: this.options.fetchOptions } : {}),
      onSocket: (socket) => {
        this.watchdog.watch(insid, socket);
        this.socketEvents.listen(insid, socket);
      },
      onEvent: (event) => this.onSessionEvent(insid, event),
    });
    this.sessions.set(insid, session);
    return session;
  }

  private onSessionEvent(insid: string, event: SessionEvent): void {
    if (event.type !== 'reconnecting') this.answers.get(insid)?.();
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
        this.hub.emit('disconnected', { insid, reason: 'logout', cause: event.cause, code: event.code });
        return;
      case 'failed':
        this.qrTimeouts.clear(insid);
        this.hub.emit('disconnected', { insid, reason: 'error', cause: event.cause, code: event.code });
        return;
      case 'unreachable':
        this.qrTimeouts.clear(insid);
        this.hub.emit('disconnected', { insid, reason: 'error', cause: 'whatsapp-unreachable' });
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
   * `startTimeoutMs`. A WhatsApp that cannot be reached (an attempt found none, or none answered in
   * time) is EngineError `whatsapp-unreachable` while the session keeps retrying in the background.
   */
  private settled(insid: string, session: BaileysSession): Promise<SessionState> {
    const deadline = Date.now() + (this.options.startTimeoutMs ?? START_TIMEOUT_MS);
    return new Promise((resolve, reject) => {
      const check = async () => {
        const connecting = session.status.state === 'connecting';
        if (connecting && !session.unreachable && Date.now() < deadline) return;
        clearInterval(timer);
        if (connecting) reject(new EngineError('whatsapp-unreachable', WhatsAppMessages.unreachable));
        else resolve(await this.state(insid));
      };
      const timer = setInterval(() => void check(), 20);
      void check();
    });
  }

  /** Each linking device holds a socket and QR timers: their number is capped. */
  private linkingFull(): boolean {
    const max = this.options.maxLinking ?? MAX_LINKING;
    return (this.counts().qr ?? 0) >= max;
  }

  socketOf(insid: string): BaileysSocket {
    const socket = this.sessions.get(insid)?.liveSocket;
    if (!socket) throw new EngineError('not-connected', SendFailures.notConnected);
    return socket;
  }

  ownNumber(insid: string): string {
    const status = this.sessions.get(insid)?.status;
    return status?.state === 'open' ? status.wid : '';
  }
}
