import type { Config } from '../config';
import { type ChangeListener, listenForChanges } from '../db/change-listener';
import type { Db } from '../db/client';
import { OutageReports } from '../db/unavailable';
import { outcomeOf } from '../modules/webhooks/attempt-outcome';
import { SigningKeys } from '../modules/webhooks/signing-keys';
import * as q from '../modules/webhooks/webhooks.queries';
import type { Runtime } from '../runtime';
import { AttemptRecorder } from './attempt-recorder';
import { TokenLanes } from './token-lanes';
import { deliveryBody } from './webhook-bodies';
import { WebhookClient } from './webhook-client';

export interface DelivererOptions {
  timeoutMs: number;
  concurrency: number;
  perToken: number;
  retryScale: number;
  allowPrivate: boolean;
  /** The API's address, for the file links in Green-API-format bodies. */
  publicUrl: string;
}

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export function delivererOptions(config: Config): DelivererOptions {
  return {
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    concurrency: config.WEBHOOK_CONCURRENCY,
    perToken: config.WEBHOOK_PER_TOKEN_CONCURRENCY,
    retryScale: config.WEBHOOK_RETRY_SCALE,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE ?? false,
    publicUrl: config.publicUrl,
  };
}

const POLL_MS = 250;
/** Notified by the database when a token's webhook changed, whichever process changed it (migration 0032). */
const ENDPOINT_CHANGES_CHANNEL = 'webhook_endpoint_changed';
/** Deliveries a token may have leased, as a multiple of its in-flight cap: the next is already here when one ends. */
const LEASE_AHEAD = 64;
/** The most deliveries one lease takes. */
const MAX_LEASE = 512;

type Leased = q.DueDelivery & { leasedUntil: number };

/** Why a Green-API-format webhook got nothing for an event (its delivery ends at once). */
const NOT_SENT = 'Not sent: Green-API has no notification for this event.';

/**
 * Delivers webhook events: signed per Standard Webhooks, 10 s timeout, 2xx is success, retried
 * on the documented schedule, 410 disables the endpoint, Retry-After is honoured.
 *
 * Due deliveries are leased in batches, each token up to LEASE_AHEAD times its share, and wait
 * here until attempted; attempts are recorded in batches. Each token has at most `perToken`
 * attempts in flight in this process and the process at most `concurrency`, taken by tokens in
 * turn, so a slow endpoint never delays another token. A delivery is attempted only while half
 * its lease is left; otherwise, or when the process stops, its lease is released. A crash loses
 * nothing: the leases expire and the deliveries are attempted again, with the same webhook-id.
 */
export class WebhookDeliverer {
  private readonly lanes: TokenLanes<Leased>;
  private readonly running = new Set<Promise<void>>();
  private readonly client: WebhookClient;
  private readonly keys: SigningKeys;
  private readonly recorder: AttemptRecorder;
  private readonly leaseCap: number;
  private readonly maxHeld: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private endpointChanges: ChangeListener | null = null;
  private stopped = false;
  private leasing: Promise<void> | null = null;
  /** Woken (new events, or the poll) since the last lease started. */
  private woken = false;
  /** Leased deliveries here, until recorded or released. */
  private held = 0;
  /** Leases ended since the last lease started. */
  private ended = 0;
  /** A database outage fails every lease alike: it is logged once, not every poll. */
  private readonly outages = new OutageReports();

  private stopHearing: Array<() => void> = [];

  constructor(
    private readonly deps: Pick<Runtime, 'db' | 'changes' | 'wakeUps'>,
    private readonly options: DelivererOptions,
    private readonly log: Log,
  ) {
    const { db } = deps;
    this.lanes = new TokenLanes(options.perToken, options.concurrency);
    this.client = new WebhookClient(options.timeoutMs, options.allowPrivate);
    this.keys = new SigningKeys(db);
    this.recorder = new AttemptRecorder(db, this.leasesEnded, log);
    this.leaseCap = options.perToken * LEASE_AHEAD;
    // As many tokens as fill `concurrency` can hold a full lease each, so tokens whose endpoints
    // are slow fill this no sooner than they would fill the in-flight slots.
    this.maxHeld = Math.ceil(options.concurrency / options.perToken) * this.leaseCap;
    this.leaseMs = 3 * options.timeoutMs;
  }

  private get db(): Db {
    return this.deps.db;
  }

  async start(): Promise<void> {
    // This process's own changes arrive at once by the signal; other processes' by the database.
    // While that connection is down changes may be missed, so all that is leased is given back.
    this.endpointChanges = await listenForChanges(
      this.deps.changes,
      ENDPOINT_CHANGES_CHANNEL,
      this.drop,
      this.dropAll,
      this.log,
    );
    this.stopHearing = [
      this.deps.wakeUps.onEvents(this.wake),
      this.deps.wakeUps.onEndpointChanged(this.drop),
    ];
    this.timer = setInterval(this.wake, POLL_MS);
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const stopHearing of this.stopHearing) stopHearing();
    await this.endpointChanges?.close();
    await this.leasing;
    await this.release(this.lanes.clear());
    await Promise.allSettled(this.running);
    await this.recorder.drain();
    await this.client.close();
  }

  private readonly wake = (): void => {
    this.woken = true;
    this.lease();
  };

  /** A token's webhook changed: what is leased of its deliveries is given back, leased anew as they now stand. */
  private readonly drop = (insid: string): void => {
    this.track(this.release(this.lanes.clear(insid)));
  };

  private readonly dropAll = (): void => {
    this.track(this.release(this.lanes.clear()));
  };

  /**
   * One lease at a time: when woken, or when half a token's lease ended (more may be due). A
   * wake-up during a lease is served right after it.
   */
  private lease(): void {
    const room = this.maxHeld - this.held;
    const refill = this.ended >= this.leaseCap / 2;
    if (this.stopped || this.leasing || room <= 0 || !(this.woken || refill)) return;
    this.woken = false;
    this.ended = 0;
    const leasedUntil = Date.now() + this.leaseMs;
    this.leasing = q
      .leaseDue(this.db, Math.min(room, MAX_LEASE), this.leaseCap, this.leaseMs)
      .then((rows) => {
        this.outages.succeeded();
        this.held += rows.length;
        rows.sort((a, b) => Number(a.seq) - Number(b.seq));
        for (const row of rows) this.lanes.add(row.instance_id, { ...row, leasedUntil });
        this.dispatch();
      })
      .catch((err) =>
        this.outages.report(this.log, err, {
          outage: 'webhook deliveries wait for the database',
          failure: 'webhook lease failed',
        }),
      )
      .finally(() => {
        this.leasing = null;
        this.lease();
      });
  }

  /** Starts waiting deliveries while slots are free; gives back those whose lease is too short now. */
  private dispatch(): void {
    if (this.stopped) return;
    // The attempt (one timeout at most) and its record must end within the lease.
    const usable = (d: Leased) => d.leasedUntil - Date.now() >= this.leaseMs / 2;
    const stale: Leased[] = [];
    for (let next = this.lanes.next(usable, stale); next; next = this.lanes.next(usable, stale))
      this.attempt(next.item);
    if (stale.length > 0) this.track(this.release(stale));
  }

  private attempt(delivery: Leased): void {
    const run = this.deliver(delivery)
      .catch((err) => {
        // Still leased: it is attempted again when the lease expires.
        this.log.error({ err, id: delivery.id }, 'webhook delivery failed');
        this.leasesEnded(1);
      })
      .finally(() => {
        this.lanes.finished(delivery.instance_id);
        this.dispatch();
      });
    this.track(run);
  }

  /** Work that stop() waits for. */
  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  private async deliver(d: Leased): Promise<void> {
    const body = await deliveryBody(d, { db: this.db, publicUrl: this.options.publicUrl });
    if (body === null) {
      this.recorder.add({ id: d.id, status: 'succeeded', code: null, error: NOT_SENT, nextAttemptAt: null });
      return;
    }
    const sentAt = new Date();
    const signature = await this.keys.signature(
      { current: d.secret_cipher, previous: d.previous_secret_cipher },
      d.event_id,
      sentAt,
      body,
    );
    const result = await this.client.post(
      d.url,
      {
        'content-type': 'application/json',
        'user-agent': 'Chatgate-Webhooks/1.0',
        'webhook-id': d.event_id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
        ...(d.bearer_token_cipher && {
          authorization: `Bearer ${await this.keys.bearer(d.bearer_token_cipher)}`,
        }),
      },
      body,
    );
    const { gone, ...outcome } = outcomeOf(result, d.attempts, this.options.retryScale);
    if (gone) {
      await q.disableEndpoint(this.db, d.instance_id, 'The endpoint answered 410 Gone.');
      // They stay pending and go out if the webhook is set again.
      this.track(this.release(this.lanes.clear(d.instance_id)));
    }
    this.recorder.add({ id: d.id, ...outcome });
  }

  private async release(deliveries: Leased[]): Promise<void> {
    if (deliveries.length === 0) return;
    await q
      .releaseLeases(
        this.db,
        deliveries.map((d) => d.id),
      )
      .catch((err) => this.log.error({ err }, 'releasing webhook leases failed'));
    this.leasesEnded(deliveries.length);
  }

  private readonly leasesEnded = (count: number): void => {
    this.held -= count;
    this.ended += count;
    this.lease();
  };
}
