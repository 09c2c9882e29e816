import { isStoredTokenUsable } from '@chatgate/contracts';
import type { Pacing } from '../config';
import { OutageReports } from '../db/unavailable';
import { sendInTurn } from '../engines/send-in-turn';
import type { InstanceDbRow } from '../modules/instances/instance-row';
import { findInstance, setLastSentAt } from '../modules/instances/instances.queries';
import type { MediaStore } from '../modules/media/media-store';
import type * as q from '../modules/messages/messages.queries';
import * as queue from '../modules/messages/outbound-queue.queries';
import { outgoingOf } from '../modules/messages/outbound-queue.service';
import type { Runtime } from '../runtime';
import { gapBefore, pacingOf } from './outbound-pacing';
import type { SessionOwnership } from './session-host/session-host';
import { TokenHolds } from './token-holds';

const POLL_MS = 250;
const NOT_READY_RETRY_MS = 5_000;
const MAX_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;
/** Without gaps or a per-contact limit, this much of a token's queue goes per step (fewer round trips). */
const BURST = 50;
/**
 * While the API accepts this many sends a second in this process, each step first waits up to
 * MAX_GIVE_WAY_MS, in slices, for the flood to ebb: callers wait on the answer to a send, while
 * sending is asynchronous and the queue keeps every message meanwhile. Capped, so the queue still
 * drains during a flood that does not ebb (an unpaced token: up to BURST messages a step, about
 * two steps a second). A flood's messages take about as long to all go out either way (the same
 * two cores do the same work); a cap of 100 ms had the sender take a quarter of them meanwhile and
 * slow the answers (docs/performance-history.md, eighth session).
 */
const FLOOD_PER_SECOND = 500;
const GIVE_WAY_SLICE_MS = 20;
const MAX_GIVE_WAY_MS = 500;
/** Longer than any hand-over to the engine takes: a claim this old is left from a step that broke off. */
const STALE_CLAIM_MS = 5 * 60_000;

type Step = 'sent' | 'skipped' | 'waiting' | 'empty';
type Log = { error(obj: object, msg: string): void };

/**
 * Sends queued messages token by token in queue order, paced by each token's gaps and
 * per-contact hourly limit. A contact over its limit has its messages held (in their order)
 * while the token goes on with other contacts'. A message is committed before it is sent and
 * sent with its own id, which the engine deduplicates, so a crash at any point neither loses
 * nor doubles it. It is claimed in the database before the engine gets it: a customer's cancel
 * either comes first (the claim finds it failed and it is not sent) or finds it claimed.
 */
export class OutboundSender {
  private readonly draining = new Map<string, Promise<void>>();
  /** Tokens that had messages queued while being drained: their drain looks once more. */
  private readonly queuedDuringDrain = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private scanning = false;
  private again = false;
  private readonly holds = new TokenHolds(() => this.kick());
  /** A database outage fails every scan alike (four a second): it is logged once, not every poll. */
  private readonly outages = new OutageReports();
  private stopHearing = () => {};

  constructor(
    private readonly deps: Pick<Runtime, 'db' | 'engine' | 'wakeUps' | 'intake' | 'messageWriters'>,
    private readonly defaults: Pacing,
    private readonly media: MediaStore,
    private readonly log: Log,
    /** The tokens this process hosts; without it, every token is this process's. */
    private readonly ownership?: SessionOwnership,
  ) {}

  private get db() {
    return this.deps.db;
  }

  start(): void {
    this.stopHearing = this.deps.wakeUps.onQueued(this.queued);
    this.timer = setInterval(this.kick, POLL_MS);
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopHearing();
    this.holds.clear();
    await Promise.allSettled(this.draining.values());
  }

  /** Messages were committed for these tokens: drain them, no scan needed. */
  private readonly queued = (insids: Set<string>): void => {
    if (this.stopped) return;
    for (const insid of insids) {
      if (this.ownership && !this.ownership.owns(insid)) continue;
      if (this.draining.has(insid)) this.queuedDuringDrain.add(insid);
      else if (!this.holds.isHeld(insid)) this.startDrain(insid);
    }
  };

  /** Looks for tokens with due messages (queued by another process, or due after a hold). */
  private readonly kick = (): void => {
    if (this.stopped) return;
    if (this.scanning) {
      this.again = true;
      return;
    }
    this.scanning = true;
    this.again = false;
    this.scan()
      .then(() => this.outages.succeeded())
      .catch((err) =>
        this.outages.report(this.log, err, {
          outage: 'outbound sends wait for the database',
          failure: 'outbound scan failed',
        }),
      )
      .finally(() => {
        this.scanning = false;
        if (this.again) setTimeout(this.kick, 10);
      });
  };

  private async scan(): Promise<void> {
    const only = this.ownership?.owned();
    for (const insid of await queue.instancesWithDueMessages(this.db, 500, this.holds.held(), only)) {
      if (!this.draining.has(insid)) this.startDrain(insid);
    }
  }

  private startDrain(insid: string): void {
    const run = this.drain(insid)
      .catch((err) => this.log.error({ err, insid }, 'outbound drain failed'))
      .finally(() => this.draining.delete(insid));
    this.draining.set(insid, run);
  }

  private async drain(insid: string): Promise<void> {
    while (!this.stopped) {
      this.queuedDuringDrain.delete(insid);
      await this.giveWayToIntake();
      const step = await this.step(insid);
      if (step === 'waiting') return;
      if (step === 'empty' && !this.queuedDuringDrain.has(insid)) return;
    }
  }

  private async giveWayToIntake(): Promise<void> {
    const { intake } = this.deps;
    for (
      let waited = 0;
      waited < MAX_GIVE_WAY_MS && !this.stopped && intake.perSecond() >= FLOOD_PER_SECOND;
      waited += GIVE_WAY_SLICE_MS
    )
      await new Promise((resolve) => setTimeout(resolve, GIVE_WAY_SLICE_MS));
  }

  private async step(insid: string): Promise<Step> {
    const token = await findInstance(this.db, insid);
    if (!token) return 'empty';
    const pacing = pacingOf(token, this.defaults);
    const unpaced = pacing.maxDelayMs === 0 && pacing.perContactHourly === 0;
    const lease = this.ownership?.guard(insid);
    if (this.ownership && !lease) return 'empty';
    const heads = unpaced
      ? await queue.headsOfQueue(this.db, insid, BURST, lease)
      : await queue.pacedHeadsOfQueue(this.db, insid, BURST, lease);
    if (heads.length === 0) return 'empty';
    const now = new Date();
    // A claim outlives its step only when the step broke off (a crash, a failed write), or when
    // this process took the token over from one that may still be sending (a lease takeover).
    // Past any send's time it is released, so the message may be cancelled again until a step
    // claims it; a token that is ready to send claims and sends it in this step anyway.
    await queue.releaseClaims(
      this.db,
      heads
        .filter((m) => m.claimedAt !== null && now.getTime() - m.claimedAt.getTime() > STALE_CLAIM_MS)
        .map((m) => m.id),
    );
    const recorded: Array<Promise<unknown>> = [];
    const due: q.MessageRow[] = [];
    for (const message of heads) {
      if (message.expiresAt && message.expiresAt <= now) {
        recorded.push(this.deps.messageWriters.statuses.record(message.id, 'failed', 'expired'));
        continue;
      }
      due.push(message);
    }
    try {
      const step = await this.sendInOrder(insid, token, pacing, due, now, recorded);
      return step === 'waiting' && recorded.length > 0 ? 'skipped' : step;
    } finally {
      // A status that could not be stored leaves its message queued: the next step sends it
      // again and the engine, knowing the id, does not deliver it twice.
      for (const result of await Promise.allSettled(recorded)) {
        if (result.status === 'rejected')
          this.log.error({ err: result.reason, insid }, 'outbound status not stored');
      }
    }
  }

  /** Sends the due messages in the token's queue order, as far as the engine takes them. */
  private async sendInOrder(
    insid: string,
    token: InstanceDbRow,
    pacing: Pacing,
    due: q.MessageRow[],
    now: Date,
    recorded: Array<Promise<unknown>>,
  ): Promise<Step> {
    const head = due[0];
    if (!head) return 'waiting';
    if (!token.authenticated || !isStoredTokenUsable(token, now)) {
      this.holds.hold(insid, new Date(now.getTime() + NOT_READY_RETRY_MS));
      return 'waiting';
    }
    const gapEnds = this.dueTime(head.id, token.lastSentAt, pacing);
    if (gapEnds > now) {
      // A message whose validity ends during the gap fails as expired then, not when the gap ends.
      const lapse = await queue.nextLapseOfQueue(this.db, insid);
      this.holds.hold(insid, lapse && lapse < gapEnds ? lapse : gapEnds);
      return 'waiting';
    }
    const contactFree = await this.contactFreeAt(insid, pacing, head, now);
    if (contactFree) {
      await queue.deferMessage(this.db, head.id, contactFree);
      return 'skipped';
    }
    const claimed = await queue.claimForSending(
      this.db,
      due.map((message) => message.id),
    );
    const sending = due.filter((message) => claimed.has(message.id));
    if (sending.length === 0) return 'skipped';
    // Only a gap reads it: an unpaced token skips the write (its row is every event's counter).
    if (pacing.maxDelayMs > 0) await setLastSentAt(this.db, insid, now);
    const { sent, error } = await sendInTurn(
      this.deps.engine,
      insid,
      sending.map((message) => outgoingOf(message, this.media)),
    );
    for (const message of sending.slice(0, sent))
      recorded.push(this.deps.messageWriters.statuses.handedOver(message.id));
    await queue.releaseClaims(
      this.db,
      sending.slice(sent).map((message) => message.id),
    );
    const failing = sending[sent];
    let step: Step = 'sent';
    if (failing && failing.attempts + 1 >= MAX_ATTEMPTS) {
      recorded.push(this.deps.messageWriters.statuses.record(failing.id, 'failed', String(error)));
      step = 'skipped';
    } else if (failing) {
      this.holds.hold(insid, new Date(now.getTime() + NOT_READY_RETRY_MS));
      step = 'waiting';
    }
    // Only a failed try counts towards MAX_ATTEMPTS (a sent message is done with), after trying:
    // the engine drops a repeat of an id, so a crash before this line costs an uncounted attempt.
    if (failing) await queue.countAttempts(this.db, [failing.id]);
    return step;
  }

  /** When the head's contact had its hourly share: the time the earliest of those sends turns an hour old. */
  private async contactFreeAt(
    insid: string,
    pacing: Pacing,
    head: q.MessageRow,
    now: Date,
  ): Promise<Date | null> {
    if (pacing.perContactHourly === 0) return null;
    const recent = await queue.sentToContactSince(
      this.db,
      insid,
      head.remote,
      new Date(now.getTime() - HOUR_MS),
    );
    if (recent.count < pacing.perContactHourly || !recent.first) return null;
    return new Date(recent.first.getTime() + HOUR_MS);
  }

  private dueTime(messageId: string, lastSentAt: Date | null, pacing: Pacing): Date {
    if (!lastSentAt || pacing.maxDelayMs === 0) return new Date(0);
    return new Date(lastSentAt.getTime() + gapBefore(messageId, pacing));
  }
}
