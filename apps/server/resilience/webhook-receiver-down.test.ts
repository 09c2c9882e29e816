import { WEBHOOK_EVENT_TYPES } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../test/spawn-server';
import { recordFigure } from './figures';
import { databasePerFile } from './support/database-per-file';
import { acknowledged, startFlakyReceiver } from './support/flaky-receiver';
import { type SandboxAccount, sandboxAccount } from './support/sandbox-account';
import { contact, sendText } from './support/send-text';
import { type SpawnedServer, stopServer } from './support/server-stop';
import { timedCall } from './support/timed-call';

/** The retry schedule runs 60 times faster: its minutes are seconds. */
const SCALE = 1 / 60;
/** "10 minutes" down: 5 s refusing connections, then 5 s answering 503. */
const REFUSED_MS = 5_000;
const UNAVAILABLE_MS = 5_000;
const TOKENS = 3;
const SEND_EVERY_MS = 200;

const { url: databaseUrl, rows } = databasePerFile(2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each token sends a text every SEND_EVERY_MS until stopped; every send must be accepted. */
function steadySends(base: string, accounts: SandboxAccount[]) {
  const statuses: Array<number | null> = [];
  let running = true;
  const lanes = accounts.map(async (account, t) => {
    for (let i = 0; running; i++) {
      const answer = await sendText(base, account, { to: contact(t * 10_000 + i), body: `hook ${t} ${i}` });
      statuses.push(answer.status);
      await sleep(SEND_EVERY_MS);
    }
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(lanes);
    },
  };
}

interface Body {
  id: string;
  type: string;
  insid: string;
  seq: number;
}

describe('the webhook receiver is down', () => {
  it('down for "10 minutes" (compressed) while events keep coming: each is delivered once it returns, numbered without gaps', async () => {
    let answering: 'ok' | 'unavailable' = 'ok';
    const receiver = await startFlakyReceiver(() => (answering === 'ok' ? 200 : 503));
    let server: SpawnedServer | undefined;
    try {
      server = await spawnServer({
        DATABASE_URL: databaseUrl(),
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_RETRY_SCALE: String(SCALE),
        WEBHOOK_TIMEOUT_MS: '2000',
        SIM_DELIVERY_DELAY_MS: '100',
        SIM_READ_DELAY_MS: '200',
        API_RATE_PER_SECOND: '100000',
        API_RATE_BURST: '100000',
      });
      const base = server.url;
      const accounts: SandboxAccount[] = [];
      for (let t = 0; t < TOKENS; t++) {
        const account = await sandboxAccount(base, `hook${t}`, `91987650002${t}`);
        const hook = await timedCall(`${base}/api/v1/instance/webhook?insid=${account.insid}`, {
          method: 'PUT',
          headers: { key: account.key },
          body: { url: receiver.url, events: [...WEBHOOK_EVENT_TYPES] },
        });
        expect(hook.status, JSON.stringify(hook.body)).toBe(200);
        accounts.push(account);
      }

      const sends = steadySends(base, accounts);
      await sleep(2_000);
      const downAt = Date.now();
      await receiver.down();
      await sleep(REFUSED_MS);
      answering = 'unavailable';
      await receiver.up();
      await sleep(UNAVAILABLE_MS);
      answering = 'ok';
      const returnedAt = Date.now();
      await sleep(2_000);
      await sends.stop();
      expect(sends.statuses.filter((s) => s !== 202)).toEqual([]);

      const delivery = () =>
        rows<{ pending: number; failed: number; total: number }>(sql`select
          count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status = 'failed')::int as failed,
          count(*)::int as total from webhook_deliveries`);
      await expect
        .poll(async () => (await delivery())[0]?.pending, { timeout: 120_000, interval: 250 })
        .toBe(0);
      const [{ failed, total } = { failed: -1, total: 0 }] = await delivery();
      expect(failed).toBe(0);

      // Nothing was acknowledged while the receiver was down; every event was, once it returned.
      expect(receiver.hits.filter((h) => h.at > downAt && h.at < returnedAt && h.status === 200)).toEqual([]);
      const events = await rows<{ id: string; insid: string; seq: number; at: Date }>(
        sql`select e.id::text as id, e.instance_id as insid, e.seq::int as seq, e.created_at as at
            from webhook_deliveries d join instance_events e on e.id = d.event_id`,
      );
      expect(events).toHaveLength(total);
      const producedDuringOutage = events.filter(
        (e) => new Date(e.at).getTime() > downAt && new Date(e.at).getTime() < returnedAt,
      ).length;
      expect(producedDuringOutage).toBeGreaterThan(TOKENS * 10);
      const acks = acknowledged(receiver.hits);
      expect(new Set(acks.keys())).toEqual(new Set(events.map((e) => e.id)));
      expect([...acks].filter(([, hits]) => hits.length !== 1).map(([id]) => id)).toEqual([]);
      const bodies = [...acks.values()].map((hits) => JSON.parse((hits[0] as { body: string }).body) as Body);
      const stored = new Map(events.map((e) => [e.id, e]));
      for (const body of bodies)
        expect([body.insid, body.seq]).toEqual([stored.get(body.id)?.insid, stored.get(body.id)?.seq]);

      // Reordered by seq, each token's events run without a gap or a repeat up to its last event.
      const lastSeq = new Map(
        (await rows<{ id: string; seq: number }>(sql`select id, event_seq::int as seq from instances`)).map(
          (r) => [r.id, r.seq],
        ),
      );
      for (const account of accounts) {
        const seqs = bodies
          .filter((b) => b.insid === account.insid)
          .map((b) => b.seq)
          .sort((a, b) => a - b);
        const first = seqs[0] as number;
        expect(seqs).toEqual(seqs.map((_, i) => first + i));
        expect(seqs[seqs.length - 1]).toBe(lastSeq.get(account.insid));
      }
      const statuses = new Set(
        bodies
          .filter((b) => b.type === 'message.status')
          .map((b) => (b as Body & { data: { status: string } }).data.status),
      );
      expect([...statuses].sort()).toEqual(expect.arrayContaining(['delivered', 'queued', 'read', 'sent']));

      const arrival = [...acks.values()].map((hits) => hits[0] as { at: number; body: string });
      arrival.sort((a, b) => a.at - b.at);
      let outOfOrder = 0;
      const highest = new Map<string, number>();
      for (const hit of arrival) {
        const body = JSON.parse(hit.body) as Body;
        if (body.seq < (highest.get(body.insid) ?? 0)) outOfOrder++;
        highest.set(body.insid, Math.max(body.seq, highest.get(body.insid) ?? 0));
      }
      const lastAck = Math.max(...arrival.map((h) => h.at));

      recordFigure('webhook receiver down: events produced', events.length, 'events');
      recordFigure('webhook receiver down: of them while it was down', producedDuringOutage, 'events');
      recordFigure(
        'webhook receiver down: outage (10 min at 1/60 of the schedule)',
        (returnedAt - downAt) / 1000,
        's',
      );
      recordFigure(
        'webhook receiver down: time to deliver the backlog after its return',
        (lastAck - returnedAt) / 1000,
        's',
      );
      recordFigure(
        'webhook receiver down: events that arrived after a later one (reordered by seq)',
        outOfOrder,
        'events',
      );
    } catch (error) {
      if (server) console.error(`server log:\n${server.output().slice(-10_000)}`);
      throw error;
    } finally {
      await stopServer(server);
      await receiver.close();
    }
  });
});
