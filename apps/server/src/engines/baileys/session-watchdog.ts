import { DisconnectReason } from '@whiskeysockets/baileys';
import type { BaileysSocket } from './baileys-socket';

/**
 * How long a connection attempt may go without an answer (open, a QR, or a close). Baileys
 * closes an attempt itself after its `connectTimeoutMs` (20 s); one still silent 10 s later is
 * stuck, and nothing else would ever end it.
 */
export const CONNECT_DEADLINE_MS = 30_000;

interface Attempt {
  socket: BaileysSocket;
  since: number;
}

/** What a stuck attempt is closed with: Baileys' own timeout (408), so the session reconnects on its schedule. */
const stuckError = (deadlineMs: number) =>
  Object.assign(new Error(`No answer from WhatsApp within ${deadlineMs} ms of connecting`), {
    output: { statusCode: DisconnectReason.timedOut },
  });

/**
 * Finds sessions stuck connecting: a socket that neither opened, nor showed a QR, nor closed
 * within `deadlineMs` of being made (a server that took the connection and went quiet). Each is
 * ended as timed out, which the session treats as any failed attempt: counted, reconnected after
 * its backoff, "failed" after too many. It checks every quarter deadline, only while an attempt
 * is pending, so a stuck session is restarted within 1.25 deadlines.
 */
export class SessionWatchdog {
  private readonly attempts = new Map<string, Attempt>();
  private timer: NodeJS.Timeout | undefined;
  private restartedCount = 0;

  constructor(
    private readonly deadlineMs = CONNECT_DEADLINE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many stuck attempts were ended so far. */
  get restarted(): number {
    return this.restartedCount;
  }

  /** The token's session made a new socket: it must answer within the deadline. */
  watch(insid: string, socket: BaileysSocket): void {
    const attempt = { socket, since: this.now() };
    this.attempts.set(insid, attempt);
    socket.ev.on('connection.update', (update) => {
      if (update.connection === 'open' || update.connection === 'close' || update.qr)
        this.answered(insid, attempt);
    });
    this.timer ??= setInterval(() => this.check(), Math.max(5, this.deadlineMs / 4));
    this.timer.unref();
  }

  /** Ends every attempt past its deadline. */
  check(): void {
    const now = this.now();
    for (const [insid, attempt] of this.attempts) {
      if (now - attempt.since < this.deadlineMs) continue;
      this.attempts.delete(insid);
      this.restartedCount++;
      attempt.socket.end(stuckError(this.deadlineMs)).catch(() => {});
    }
    if (this.attempts.size === 0) this.stop();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.attempts.clear();
  }

  private answered(insid: string, attempt: Attempt): void {
    if (this.attempts.get(insid) === attempt) this.attempts.delete(insid);
  }
}
