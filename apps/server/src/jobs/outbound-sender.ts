import { isUsable } from '@chatgate/contracts';
import type { Pacing } from '../config';
import type { Db } from '../db/client';
import type { MessagingEngine } from '../engines/engine';
import { findInstance, setLastSentAt } from '../modules/instances/instances.queries';
import type { MediaStore } from '../modules/media/media-store';
import * as q from '../modules/messages/messages.queries';
import { outboundSignal, outgoingOf, recordStatus } from '../modules/messages/messages.service';
import { gapBefore, pacingOf } from './outbound-pacing';

const POLL_MS = 250;
const NOT_READY_RETRY_MS = 5_000;
const MAX_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

type Step = 'sent' | 'skipped' | 'waiting' | 'empty';
type Log = { error(obj: object, msg: string): void };

/**
 * Sends queued messages token by token, strictly in queue order, paced by each token's gaps and
 * per-contact hourly limit. A message is committed before it is sent and sent with its own id,
 * which the engine deduplicates, so a crash at any point neither loses nor doubles it.
 */
export class OutboundSender {
  private readonly draining = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private scanning = false;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly engine: MessagingEngine,
    private readonly defaults: Pacing,
    private readonly media: MediaStore,
    private readonly log: Log,
  ) {}

  start(): void {
    outboundSignal.on('queued', this.kick);
    this.timer = setInterval(this.kick, POLL_MS);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    outboundSignal.off('queued', this.kick);
    await Promise.allSettled(this.draining.values());
  }

  private readonly kick = (): void => {
    if (this.stopped) return;
    if (this.scanning) {
      this.again = true;
      return;
    }
    this.scanning = true;
    this.again = false;
    this.scan()
      .catch((err) => this.log.error({ err }, 'outbound scan failed'))
      .finally(() => {
        this.scanning = false;
        if (this.again) setTimeout(this.kick, 10);
      });
  };

  private async scan(): Promise<void> {
    for (const insid of await q.instancesWithDueMessages(this.db, 500)) {
      if (this.draining.has(insid)) continue;
      const run = this.drain(insid)
        .catch((err) => this.log.error({ err, insid }, 'outbound drain failed'))
        .finally(() => this.draining.delete(insid));
      this.draining.set(insid, run);
    }
  }

  private async drain(insid: string): Promise<void> {
    while (!this.stopped) {
      const step = await this.step(insid);
      if (step === 'waiting' || step === 'empty') return;
    }
  }

  private async step(insid: string): Promise<Step> {
    const head = await q.headOfQueue(this.db, insid);
    if (!head) return 'empty';
    const now = new Date();
    if (head.expiresAt && head.expiresAt <= now) {
      await recordStatus(this.db, head.id, 'failed', 'expired');
      return 'skipped';
    }
    if (head.sendAfter > now) return 'waiting';

    const token = await findInstance(this.db, insid);
    if (!token) return 'empty';
    if (!token.authenticated || !isUsable({ trial: token.trial ? 1 : 0, status: token.status })) {
      await q.deferMessage(this.db, head.id, new Date(now.getTime() + NOT_READY_RETRY_MS));
      return 'waiting';
    }

    const pacing = pacingOf(token, this.defaults);
    const due = this.dueTime(head.id, token.lastSentAt, pacing);
    if (due > now) {
      await q.deferMessage(this.db, head.id, due);
      return 'waiting';
    }
    if (pacing.perContactHourly > 0) {
      const recent = await q.sentToContactSince(
        this.db,
        insid,
        head.remote,
        new Date(now.getTime() - HOUR_MS),
      );
      if (recent.count >= pacing.perContactHourly && recent.first) {
        await q.deferMessage(this.db, head.id, new Date(recent.first.getTime() + HOUR_MS));
        return 'waiting';
      }
    }

    await q.countAttempt(this.db, head.id);
    await setLastSentAt(this.db, insid, now);
    try {
      await this.engine.send(insid, outgoingOf(head, this.media));
    } catch (error) {
      if (head.attempts + 1 >= MAX_ATTEMPTS) {
        await recordStatus(this.db, head.id, 'failed', String(error));
        return 'skipped';
      }
      await q.deferMessage(this.db, head.id, new Date(now.getTime() + NOT_READY_RETRY_MS));
      return 'waiting';
    }
    await recordStatus(this.db, head.id, 'sent');
    return 'sent';
  }

  private dueTime(messageId: string, lastSentAt: Date | null, pacing: Pacing): Date {
    if (!lastSentAt || pacing.maxDelayMs === 0) return new Date(0);
    return new Date(lastSentAt.getTime() + gapBefore(messageId, pacing));
  }
}
