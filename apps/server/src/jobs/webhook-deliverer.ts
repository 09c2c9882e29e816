import { type LookupAddress, lookup } from 'node:dns';
import { Webhook } from 'standardwebhooks';
import { Agent, fetch } from 'undici';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { deliverySignal } from '../modules/events/events.service';
import { nextDelayMs, parseRetryAfter } from '../modules/webhooks/retry-schedule';
import { isPrivateAddress } from '../modules/webhooks/url-safety';
import * as q from '../modules/webhooks/webhooks.queries';
import { openSecret } from '../modules/webhooks/webhooks.service';

export interface DelivererOptions {
  timeoutMs: number;
  concurrency: number;
  perToken: number;
  retryScale: number;
  allowPrivate: boolean;
}

type Log = { error(obj: object, msg: string): void };

export function delivererOptions(config: Config): DelivererOptions {
  return {
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    concurrency: config.WEBHOOK_CONCURRENCY,
    perToken: config.WEBHOOK_PER_TOKEN_CONCURRENCY,
    retryScale: config.WEBHOOK_RETRY_SCALE,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE ?? false,
  };
}
const POLL_MS = 250;
/** Events arrive in bursts; leasing once per short interval serves a burst with few queries. */
const KICK_SPACING_MS = 20;

/**
 * Delivers webhook events: signed per Standard Webhooks, 10 s timeout, 2xx is success, retried
 * on the documented schedule, 410 disables the endpoint, Retry-After is honoured. Each token
 * has at most `perToken` deliveries in flight, so a slow endpoint never delays another token.
 */
export class WebhookDeliverer {
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private pumping = false;
  private again = false;
  private readonly running = new Set<Promise<void>>();
  private readonly dispatcher: Agent;

  constructor(
    private readonly db: Db,
    private readonly options: DelivererOptions,
    private readonly log: Log,
  ) {
    // The address is checked at connect time too, so a DNS answer that changes after the
    // URL was saved cannot point a delivery at a private address.
    this.dispatcher = new Agent({ connect: { lookup: guardedLookup(options.allowPrivate) } });
  }

  start(): void {
    deliverySignal.on('events', this.kick);
    this.timer = setInterval(this.kick, POLL_MS);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    deliverySignal.off('events', this.kick);
    await Promise.allSettled(this.running);
    await this.dispatcher.close();
  }

  /** Coalesces wake-ups: one pump at a time, and one more after it when woken meanwhile. */
  private readonly kick = (): void => {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    this.again = false;
    this.pump()
      .catch((err) => this.log.error({ err }, 'webhook lease failed'))
      .finally(() => {
        this.pumping = false;
        if (this.again) setTimeout(this.kick, KICK_SPACING_MS);
      });
  };

  private async pump(): Promise<void> {
    while (!this.stopped) {
      const free = this.options.concurrency - this.inFlight;
      if (free <= 0) return;
      const due = await q.leaseDue(this.db, free, this.options.perToken, this.options.timeoutMs * 3);
      if (due.length === 0) return;
      for (const delivery of due) {
        this.inFlight++;
        const run = this.deliver(delivery)
          .catch((err) => this.log.error({ err, id: delivery.id }, 'webhook delivery failed'))
          .finally(() => {
            this.inFlight--;
            this.running.delete(run);
            this.kick();
          });
        this.running.add(run);
      }
    }
  }

  private async deliver(d: q.DueDelivery): Promise<void> {
    const body = JSON.stringify({
      id: d.event_id,
      type: d.type,
      insid: d.instance_id,
      seq: Number(d.seq),
      timestamp: new Date(d.created_at).toISOString(),
      data: d.data,
    });
    const sentAt = new Date();
    const signature = new Webhook(await openSecret(this.db, d.secret_cipher)).sign(d.event_id, sentAt, body);
    let code: number | null = null;
    let error: string | null = null;
    let retryAfter: number | null = null;
    try {
      const response = await fetch(d.url, {
        method: 'POST',
        body,
        dispatcher: this.dispatcher,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Chatgate-Webhooks/1.0',
          'webhook-id': d.event_id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
      });
      code = response.status;
      retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      await response.body?.cancel();
    } catch (err) {
      error =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    await this.settle(d, code, error, retryAfter);
  }

  private async settle(
    d: q.DueDelivery,
    code: number | null,
    error: string | null,
    retryAfter: number | null,
  ) {
    if (code !== null && code >= 200 && code < 300) {
      return q.recordAttempt(this.db, d.id, { status: 'succeeded', code, error: null });
    }
    if (code === 410) {
      await q.disableEndpoint(this.db, d.instance_id, 'The endpoint answered 410 Gone.');
      return q.recordAttempt(this.db, d.id, {
        status: 'failed',
        code,
        error: 'endpoint gone (410): webhook disabled',
      });
    }
    const wait = nextDelayMs(d.attempts + 1, this.options.retryScale, retryAfter);
    const reason = error ?? `HTTP ${code}`;
    if (wait === null) return q.recordAttempt(this.db, d.id, { status: 'failed', code, error: reason });
    return q.recordAttempt(this.db, d.id, {
      status: 'pending',
      code,
      error: reason,
      nextAttemptAt: new Date(Date.now() + wait),
    });
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup for outgoing webhook connections that refuses private addresses (unless allowed). */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    lookup(hostname, options, (err, address: string | LookupAddress[], family?: number) => {
      if (err || allowPrivate) return callback(err, address, family);
      const all = Array.isArray(address) ? address.map((a) => a.address) : [address];
      const refused = all.find(isPrivateAddress);
      if (refused)
        return callback(
          Object.assign(new Error(`refused private address ${refused}`), { code: 'EPRIVATE' }),
          address,
          family,
        );
      callback(null, address, family);
    });
  };
}
