import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/client';
import type { LeaseGuard } from '../../db/lease-guard';
import type { MessagingEngine } from '../../engines/engine';
import * as q from './leases.queries';

type Log = { error(obj: object, msg: string): void; info(obj: object, msg: string): void };

export interface LeaseOptions {
  role: 'worker' | 'all';
  ttlMs: number;
  renewMs: number;
}

/** What the rest of the process asks the host: which tokens it may work for, and with which fence. */
export interface SessionOwnership {
  owns(insid: string): boolean;
  owned(): string[];
  guard(insid: string): LeaseGuard | undefined;
}

/**
 * Hosts this process's share of the messaging sessions through leases in PostgreSQL. Every
 * `renewMs` it renews its heartbeat, forgets processes that stopped beating (their tokens lose
 * their owner), claims ownerless tokens up to its fair share (tokens / live processes, rounded
 * up) and lets go of any above it, so sessions spread evenly and move off a dead process within
 * TTL + one renewal. Claimed tokens are resumed through the engine's recover (sessions
 * reconnected, receipts the previous host owed replayed) and stopped when let go; the engine
 * keeps its auth state in the database, so no new QR is needed.
 */
export class SessionHost implements SessionOwnership {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly held = new Map<string, q.Lease>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly engine: MessagingEngine,
    private readonly options: LeaseOptions,
    private readonly log: Log,
  ) {}

  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => void this.tick(), this.options.renewMs);
    this.timer.unref();
  }

  /** Lets every session go at once (not after the TTL), so the others take them over now. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.ticking;
    await Promise.allSettled([...this.held.values()].map((lease) => this.stopSession(lease)));
    this.held.clear();
    await q.retire(this.db, this.id);
  }

  owns(insid: string): boolean {
    return this.held.has(insid);
  }

  owned(): string[] {
    return [...this.held.keys()];
  }

  guard(insid: string): LeaseGuard | undefined {
    const lease = this.held.get(insid);
    // A heartbeat older than TTL - renewMs means another process may take over within one renewal.
    const freshMs = this.options.ttlMs - this.options.renewMs;
    return lease && { owner: this.id, fence: lease.fence, freshMs };
  }

  /**
   * A token just linked a phone in this process: host it here if nobody does; when another
   * process hosts it, close the session here and let the host resume it (its next renewal).
   */
  async claim(insid: string): Promise<void> {
    if (this.stopped || this.held.has(insid)) return;
    await q.ensureLeaseRows(this.db, insid);
    const [lease] = await q.claimFree(this.db, this.id, 1, insid);
    if (lease) this.held.set(lease.insid, { ...lease, authenticated: true });
    else await this.stopSession({ insid, fence: 0, authenticated: true });
  }

  private tick(): Promise<void> {
    if (this.ticking || this.stopped) return this.ticking ?? Promise.resolve();
    this.ticking = this.renewAndBalance()
      .catch((err) => this.log.error({ err }, 'session leases not renewed'))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  private async renewAndBalance(): Promise<void> {
    const { db, id } = this;
    await q.heartbeat(db, id, this.options.role);
    await q.evictDead(db, this.options.ttlMs);
    await q.ensureLeaseRows(db);
    const current = new Map((await q.leasesOwnedBy(db, id)).map((lease) => [lease.insid, lease]));
    for (const [insid, lease] of this.held) {
      // Another process took it (this one stalled past the TTL): stop acting for it.
      if (current.get(insid)?.fence !== lease.fence) {
        this.held.delete(insid);
        await this.stopSession(lease);
      }
    }
    for (const lease of current.values()) {
      const before = this.held.get(lease.insid);
      this.held.set(lease.insid, lease);
      // Linked in another process since this one claimed it: the session runs here.
      if (before && !before.authenticated && lease.authenticated) await this.startSession(lease);
    }
    const { hosts, leases } = await q.census(db, this.options.ttlMs);
    const share = Math.ceil(leases / Math.max(hosts, 1));
    if (this.held.size < share) {
      const claimed = await q.claimFree(db, id, share - this.held.size);
      for (const lease of claimed) this.held.set(lease.insid, lease);
      if (claimed.length > 0) await this.resume(new Set(claimed.map((lease) => lease.insid)));
    } else if (this.held.size > share) {
      const extra = [...this.held.values()].slice(share);
      for (const lease of extra) {
        this.held.delete(lease.insid);
        await this.stopSession(lease);
      }
      await q.release(
        db,
        id,
        extra.map((lease) => lease.insid),
      );
    }
  }

  /**
   * Picks up what the tokens' previous host left (a dead process's receipts, linked sessions to
   * reconnect), as a restarted process does for its own.
   */
  private async resume(insids: Set<string>): Promise<void> {
    const resumed = await this.engine
      .recover((insid) => insids.has(insid))
      .catch((err) => this.log.error({ err }, 'sessions not resumed'));
    this.log.info({ tokens: insids.size, resumed }, 'sessions taken over');
  }

  private async startSession(lease: q.Lease): Promise<void> {
    if (!lease.authenticated) return;
    await this.engine
      .startSession(lease.insid)
      .catch((err) => this.log.error({ err, insid: lease.insid }, 'session not resumed'));
  }

  private async stopSession(lease: q.Lease): Promise<void> {
    if (!lease.authenticated) return;
    await this.engine
      .stopSession(lease.insid)
      .catch((err) => this.log.error({ err, insid: lease.insid }, 'session not stopped'));
  }
}
