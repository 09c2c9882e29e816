import { performance } from 'node:perf_hooks';
import { connectDatabase } from '../../apps/server/src/db/client';
import { appendEvent } from '../../apps/server/src/modules/events/events.service';
import type { WakeUps } from '../../apps/server/src/modules/events/wake-ups';
import { receivedMessageData } from '../../apps/server/test/event-data';
import type { Incoming } from './incoming';
import type { Receiver } from './receiver';
import { pooled } from './stats';
import type { Subscriber } from './subscriber';
import { audit } from './webhook-audit';

/** A run ends when everything arrived, or nothing more did for this long. */
const STALL_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no webhook after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Milliseconds from just before each incoming message to its webhook request arriving (`total`),
 * and from its event's commit to the request (`fromCommit`: the deliverer's share), one at a time.
 */
export async function latency(
  wakeUps: WakeUps,
  incoming: Incoming,
  s: Subscriber,
  receiver: Receiver,
  warmup: number,
  samples: number,
) {
  const total: number[] = [];
  const fromCommit: number[] = [];
  let committedAt = 0;
  const committed = () => {
    committedAt = performance.now();
  };
  const stopHearing = wakeUps.onEvents(committed);
  try {
    for (let i = 0; i < warmup + samples; i++) {
      const body = `latency ${i}`;
      const arrived = receiver.waitFor(JSON.stringify(body));
      const start = performance.now();
      await incoming(s, body);
      const { at } = await within(arrived, STALL_MS, body);
      if (i < warmup) continue;
      total.push(at - start);
      fromCommit.push(at - committedAt);
    }
  } finally {
    stopHearing();
  }
  receiver.take();
  return { total, fromCommit };
}

/** Waits for `bodies.length` requests (or a stall), then rates and audits them from `start`. */
async function collect(receiver: Receiver, subscribers: Subscriber[], bodies: string[], start: number) {
  let last = { count: 0, at: performance.now() };
  while (receiver.count() < bodies.length && performance.now() - last.at < STALL_MS) {
    await sleep(10);
    if (receiver.count() > last.count) last = { count: receiver.count(), at: performance.now() };
  }
  await sleep(500); // time for a duplicate to show up
  const arrivals = receiver.take();
  const seconds = (Math.max(...arrivals.map((a) => a.at)) - start) / 1000;
  return {
    received: arrivals.length,
    seconds,
    perSecond: arrivals.length / seconds,
    ...audit(arrivals, subscribers, bodies),
  };
}

const bodiesOf = (label: string, count: number) => Array.from({ length: count }, (_, i) => `${label} ${i}`);
let runs = 0;

/**
 * `count` incoming messages spread round-robin over `subscribers`, `inFlight` at a time:
 * deliveries/s from the first message to the last request, and how fast messages came in.
 */
export async function burst(
  incoming: Incoming,
  subscribers: Subscriber[],
  receiver: Receiver,
  count: number,
  inFlight: number,
) {
  receiver.take();
  const bodies = bodiesOf(`burst ${++runs}`, count);
  const start = performance.now();
  const sent = pooled(count, inFlight, (i) =>
    incoming(subscribers[i % subscribers.length] as Subscriber, bodies[i] as string),
  ).then(() => performance.now());
  const result = await collect(receiver, subscribers, bodies, start);
  return { ...result, incomingPerSecond: count / (((await sent) - start) / 1000) };
}

/**
 * The deliverer alone: `count` message.received events committed at once (as after an outage),
 * spread over `subscribers`; deliveries/s from the commit to the last request.
 */
export async function backlog(
  wakeUps: WakeUps,
  databaseUrl: string,
  subscribers: Subscriber[],
  receiver: Receiver,
  count: number,
) {
  receiver.take();
  const bodies = bodiesOf(`backlog ${++runs}`, count);
  const handle = connectDatabase(databaseUrl, 1);
  try {
    await handle.db.transaction(async (tx) => {
      for (const [i, body] of bodies.entries()) {
        const { insid } = subscribers[i % subscribers.length] as Subscriber;
        await appendEvent(tx, insid, 'message.received', receivedMessageData(insid, body));
      }
    });
  } finally {
    await handle.close();
  }
  const start = performance.now();
  wakeUps.eventsCommitted();
  return collect(receiver, subscribers, bodies, start);
}
