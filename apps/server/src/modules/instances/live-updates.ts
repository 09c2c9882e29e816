import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { InstanceEvent } from '@chatgate/contracts';
import type pg from 'pg';
import { listenForChanges, type SharedListener } from '../../db/change-listener';

const CHANNEL = 'chatgate_live';

type Log = { warn(obj: object, msg: string): void };

/**
 * Token state changes fanned out to each user's open dashboards (Server-Sent Events). Once
 * shared through the database, a change published by one process also reaches the dashboards
 * attached to every other process (PostgreSQL LISTEN/NOTIFY).
 */
export class LiveUpdates {
  private readonly emitter = new EventEmitter();
  /** Tells this process's own notifications apart: it delivered them already. */
  private readonly origin = randomUUID();
  private notify: ((payload: string) => void) | undefined;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  subscribe(userId: string, listener: (event: InstanceEvent) => void): () => void {
    this.emitter.on(userId, listener);
    return () => this.emitter.off(userId, listener);
  }

  publish(userId: string, event: InstanceEvent): void {
    this.emitter.emit(userId, event);
    this.notify?.(JSON.stringify({ origin: this.origin, userId, event }));
  }

  /**
   * Carries changes to and from the other processes on `pool`'s database, hearing them on the
   * process's `changes` listener; returns the closer.
   */
  async shareThrough(pool: pg.Pool, changes: SharedListener, log: Log): Promise<() => Promise<void>> {
    const listener = await listenForChanges(
      changes,
      CHANNEL,
      (payload) => this.received(payload),
      () => {},
      log,
    );
    this.notify = (payload) => {
      pool
        .query('select pg_notify($1, $2)', [CHANNEL, payload])
        .catch((err) => log.warn({ err }, 'live update not shared with the other processes'));
    };
    return async () => {
      this.notify = undefined;
      await listener.close();
    };
  }

  private received(payload: string): void {
    const { origin, userId, event } = JSON.parse(payload) as {
      origin: string;
      userId: string;
      event: InstanceEvent;
    };
    if (origin !== this.origin) this.emitter.emit(userId, event);
  }
}
