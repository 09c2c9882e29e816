import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlArray } from '../src/db/sql-array';
import { spawnServer } from '../test/spawn-server';
import { recordFigure } from './figures';
import { databasePerFile } from './support/database-per-file';
import { acknowledged, type FlakyReceiver, startFlakyReceiver } from './support/flaky-receiver';
import { mapLimit } from './support/load-map-limit';
import { type SandboxAccount, sandboxAccount } from './support/sandbox-account';
import { contact, sendText } from './support/send-text';
import { type SpawnedServer, stopServer } from './support/server-stop';
import type { TimedCall } from './support/timed-call';

const SENDS = Number(process.env.CRASH_BURST_SENDS ?? 5000);
const CONCURRENCY = 50;
const TOKENS = 5;
/** The process dies once this many sends were accepted: in the middle of the burst. */
const KILL_AFTER = SENDS / 2;

const { url: databaseUrl, rows, number } = databasePerFile(3);

const env = () => ({
  DATABASE_URL: databaseUrl(),
  WEBHOOK_ALLOW_PRIVATE: 'true',
  SIM_DELIVERY_DELAY_MS: '0',
  SIM_READ_DELAY_MS: '0',
  SEND_DELAY_MIN_MS: '0',
  SEND_DELAY_MAX_MS: '0',
  API_RATE_PER_SECOND: '100000',
  API_RATE_BURST: '100000',
  // The first retry comes ~1 s after a failed attempt; a lease cut short by the kill ends after 6 s.
  WEBHOOK_RETRY_SCALE: '0.2',
  WEBHOOK_TIMEOUT_MS: '2000',
  // The restarted process takes over the dead one's sessions after 5 s instead of 15 s.
  LEASE_TTL_MS: '5000',
  LEASE_RENEW_MS: '1000',
});

/** The stored outbound messages by body (each send has its own body): how many rows each has, and an id. */
async function storedByBody(): Promise<Map<string, { id: string; n: number }>> {
  const stored = await rows<{ body: string; id: string; n: number }>(
    sql`select body, min(id::text) as id, count(*)::int as n
        from messages where direction = 'out' group by 1`,
  );
  return new Map(stored.map((r) => [r.body, { id: r.id, n: r.n }]));
}

describe('a crash in the middle of a burst', () => {
  it(`SIGKILL during ${SENDS} concurrent sends and webhook retries: after a restart every accepted message is sent once and every event delivered once`, async () => {
    // Every event's first attempt fails, so retries are always pending when the process dies.
    const receiver: FlakyReceiver = await startFlakyReceiver((_id, attempt) => (attempt === 1 ? 500 : 200));
    let first: SpawnedServer | undefined;
    let second: SpawnedServer | undefined;
    try {
      first = await spawnServer(env());
      const base = first.url;
      const accounts: SandboxAccount[] = await mapLimit(
        Array.from({ length: TOKENS }, (_, n) => n),
        TOKENS,
        (n) => sandboxAccount(base, `burst${n}`, `91987600000${n}`, receiver.url),
      );
      const send = (url: string, i: number) =>
        sendText(
          url,
          accounts[i % TOKENS] as SandboxAccount,
          { to: contact(i), body: `burst ${i}` },
          { idempotencyKey: `burst-${i}` },
        );

      let accepted = 0;
      const victim = first;
      const answers: TimedCall[] = await mapLimit(
        Array.from({ length: SENDS }, (_, i) => i),
        CONCURRENCY,
        async (i) => {
          const answer = await send(base, i);
          if (answer.status === 202 && ++accepted === KILL_AFTER) victim.child.kill('SIGKILL');
          // Stops the burst at the first refusal instead of sending thousands more to fail alike.
          if (answer.status !== null && answer.status !== 202)
            throw new Error(`send ${i} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
          return answer;
        },
      );
      await first.exited;

      // What the kill left behind, read before anything runs again.
      const queuedAtKill = await number(
        sql`select count(*)::int as n from messages where direction = 'out' and status = 'queued'`,
      );
      const retryingAtKill = await number(
        sql`select count(*)::int as n from webhook_deliveries where status = 'pending' and attempts > 0`,
      );
      expect(retryingAtKill).toBeGreaterThan(0);
      // An event the receiver acknowledged whose success was not yet written: it is sent again.
      const pending = new Set(
        (
          await rows<{ id: string }>(
            sql`select event_id::text as id from webhook_deliveries where status = 'pending'`,
          )
        ).map((r) => r.id),
      );
      const ackedButPending = new Set(
        [...acknowledged(receiver.hits).keys()].filter((id) => pending.has(id)),
      );

      const ids = new Map<number, string>();
      const unanswered: number[] = [];
      answers.forEach((answer, i) => {
        if (answer.status === 202) ids.set(i, answer.body.id as string);
        else if (answer.status === null) unanswered.push(i);
      });
      expect(ids.size).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(unanswered.length).toBeGreaterThan(0);
      // Each accepted send is stored once, under the id it was answered with.
      const beforeRestart = await storedByBody();
      for (const [i, id] of ids) expect(beforeRestart.get(`burst ${i}`)).toEqual({ id, n: 1 });
      // Stored without an answer: only sends that were in flight when the process died.
      const storedUnanswered = unanswered.filter((i) => beforeRestart.has(`burst ${i}`));
      expect(beforeRestart.size).toBe(ids.size + storedUnanswered.length);

      second = await spawnServer(env());
      const restartedAt = Date.now();
      // The client sends again what got no answer, with the same Idempotency-Key.
      const retried = await mapLimit(unanswered, CONCURRENCY, (i) => send((second as SpawnedServer).url, i));
      retried.forEach((answer, k) => {
        const i = unanswered[k] as number;
        expect(answer.status, JSON.stringify(answer)).toBe(202);
        const stored = beforeRestart.get(`burst ${i}`);
        // A send stored before the kill is answered with its first id, not stored again.
        if (stored) expect(answer.body.id).toBe(stored.id);
        ids.set(i, answer.body.id as string);
      });
      const all = [...ids.values()];
      expect(all).toHaveLength(SENDS);

      await expect
        .poll(
          () =>
            number(sql`select count(*)::int as n from messages
              where id = any(${sqlArray(all)}::uuid[]) and status in ('sent', 'delivered', 'read')`),
          { timeout: 120_000, interval: 250 },
        )
        .toBe(SENDS);
      const drainedMs = Date.now() - restartedAt;

      // Stored once per send, and nothing else stored.
      const stored = await storedByBody();
      expect(stored.size).toBe(SENDS);
      expect([...stored.values()].filter((s) => s.n !== 1)).toEqual([]);
      expect(new Set([...stored.values()].map((s) => s.id))).toEqual(new Set(all));
      // Exactly once on the network: each contact's virtual phone got each message one time.
      const received = (
        await rows<{ n: number; bodies: number; accepted: number }>(
          sql`select count(*)::int as n, count(distinct body)::int as bodies,
                count(*) filter (where id = any(${sqlArray(all)}::uuid[]))::int as accepted
              from sim_messages where direction = 'in' and body like 'burst %'`,
        )
      )[0];
      expect(received).toEqual({ n: SENDS, bodies: SENDS, accepted: SENDS });
      // No status reported twice for one message, so no event is a repeat of another.
      expect(
        await rows(sql`select data->>'id' as id, data->>'status' as status, count(*)::int as n
          from instance_events where type = 'message.status'
          group by 1, 2 having count(*) > 1 limit 5`),
      ).toEqual([]);

      await expect
        .poll(
          () => number(sql`select count(*)::int as n from webhook_deliveries where status <> 'succeeded'`),
          { timeout: 120_000, interval: 250 },
        )
        .toBe(0);
      const deliveredMs = Date.now() - restartedAt;
      const events = (
        await rows<{ id: string }>(sql`select event_id::text as id from webhook_deliveries`)
      ).map((r) => r.id);
      expect(new Set(events).size).toBe(events.length);
      const acks = acknowledged(receiver.hits);
      // Every event acknowledged, none that is not an event.
      expect(new Set(acks.keys())).toEqual(new Set(events));
      for (const [id, hits] of acks) {
        // Acknowledged twice only when the kill came between the answer and its record.
        expect(hits.length, id).toBeLessThanOrEqual(ackedButPending.has(id) ? 2 : 1);
        for (const hit of hits) expect((JSON.parse(hit.body) as { id: string }).id).toBe(id);
      }
      // A repeat of an event id is a retry after a failure (or after the kill, above).
      const firstAck = new Map([...acks].map(([id, hits]) => [id, (hits[0] as { at: number }).at]));
      const late = receiver.hits.filter(
        (h) => (h.status < 200 || h.status > 299) && h.at > (firstAck.get(h.webhookId) ?? 0),
      );
      expect(late).toEqual([]);
      const twice = [...acks.values()].filter((hits) => hits.length === 2).length;

      recordFigure('crash mid-burst: sends accepted before the kill', ids.size - unanswered.length, 'sends');
      recordFigure('crash mid-burst: sends unanswered at the kill (sent again)', unanswered.length, 'sends');
      recordFigure('crash mid-burst: of those, already stored', storedUnanswered.length, 'sends');
      recordFigure('crash mid-burst: messages queued at the kill', queuedAtKill, 'messages');
      recordFigure(
        'crash mid-burst: webhook deliveries awaiting a retry at the kill',
        retryingAtKill,
        'deliveries',
      );
      recordFigure('crash mid-burst: time to send every message after the restart', drainedMs / 1000, 's');
      recordFigure(
        'crash mid-burst: time to deliver every webhook after the restart',
        deliveredMs / 1000,
        's',
      );
      recordFigure('crash mid-burst: webhook events delivered', events.length, 'events');
      recordFigure(
        'crash mid-burst: events acknowledged twice (answered, kill before the record)',
        twice,
        'events',
      );
    } catch (error) {
      for (const server of [first, second])
        if (server) console.error(`server log:\n${server.output().slice(-10_000)}`);
      throw error;
    } finally {
      if (first && first.child.exitCode === null) first.child.kill('SIGKILL');
      await stopServer(second);
      await receiver.close();
    }
  });
});
