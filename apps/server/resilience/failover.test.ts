import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlArray } from '../src/db/sql-array';
import { spawnServer } from '../test/spawn-server';
import { startReceiver } from '../test/webhook-receiver';
import { recordFigure } from './figures';
import { databasePerFile } from './support/database-per-file';
import { callJson, type SandboxAccount, sandboxAccount } from './support/sandbox-account';

const TOKENS = Number(process.env.FAILOVER_TOKENS ?? 50);
const SENDERS = 5;
const TAKEOVER_LIMIT_MS = 30_000;

const { url: databaseUrl, rows, number } = databasePerFile(3);
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'chatgate-failover-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const leasesPerOwner = () =>
  rows<{ owner: string; n: number }>(
    sql`select owner, count(*)::int as n from session_leases where owner is not null group by owner order by owner`,
  );

type Server = Awaited<ReturnType<typeof spawnServer>>;

/** Sends from `SENDERS` clients until stopped, spreading calls over the live processes and tokens. */
function steadySends(servers: Server[], accounts: SandboxAccount[]) {
  const accepted: string[] = [];
  const failures: number[] = [];
  let running = true;
  let n = 0;
  const client = async () => {
    while (running) {
      const i = n++;
      const alive = servers.filter((s) => s.child.exitCode === null && !s.child.killed);
      const server = alive[i % alive.length] as Server;
      const account = accounts[i % accounts.length] as SandboxAccount;
      const answer = await callJson(
        `${server.url}/api/v1/send/text?insid=${account.insid}`,
        { to: `91981${String(i).padStart(6, '0')}1`, body: `steady ${i}` },
        { key: account.key },
      ).catch(() => null);
      if (answer?.status === 202) accepted.push(answer.body.id as string);
      else if (answer) failures.push(answer.status);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const clients = Array.from({ length: SENDERS }, client);
  return {
    accepted,
    failures,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

describe('failover', () => {
  it('SIGKILL one of 3 processes: its sessions move within 30 s, every message is sent once and every event delivered', async () => {
    const receiver = await startReceiver();
    const env = {
      DATABASE_URL: databaseUrl(),
      DATA_DIR: dataDir,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      SIM_DELIVERY_DELAY_MS: '0',
      SIM_READ_DELAY_MS: '0',
      API_RATE_PER_SECOND: '100000',
      API_RATE_BURST: '100000',
    };
    // The first applies the migrations and creates the admin; the others join it.
    const servers = [await spawnServer(env)];
    servers.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
    try {
      const accounts: SandboxAccount[] = [];
      for (let i = 0; i < TOKENS; i += 5) {
        const batch = Array.from({ length: Math.min(5, TOKENS - i) }, (_, j) => i + j);
        accounts.push(
          ...(await Promise.all(
            batch.map((n) =>
              sandboxAccount(
                (servers[n % 3] as Server).url,
                `fail${n}`,
                `9198700${String(n).padStart(5, '0')}`,
                receiver.url,
              ),
            ),
          )),
        );
      }
      // Evenly spread: three owners, none with more than its share.
      await expect
        .poll(async () => (await leasesPerOwner()).map((o) => o.n <= Math.ceil(TOKENS / 3) && o.n > 0), {
          timeout: 30_000,
          interval: 250,
        })
        .toEqual([true, true, true]);

      const sends = steadySends(servers, accounts);
      await new Promise((r) => setTimeout(r, 3_000));
      const victim = servers[1] as Server;
      const [victimId] = (
        await rows<{ id: string }>(
          sql`select id from worker_processes where id like ${`%:${victim.child.pid}:%`}`,
        )
      ).map((r) => r.id);
      const victimTokens = (
        await rows<{ instance_id: string }>(
          sql`select instance_id from session_leases where owner = ${victimId}`,
        )
      ).map((r) => r.instance_id);
      expect(victimTokens.length).toBeGreaterThan(0);

      const killedAt = Date.now();
      victim.child.kill('SIGKILL');
      await victim.exited;
      await expect
        .poll(
          () =>
            number(sql`select count(*)::int as n from session_leases
              where instance_id = any(${sqlArray(victimTokens)}::text[]) and owner <> ${victimId}`),
          { timeout: TAKEOVER_LIMIT_MS + 5_000, interval: 100 },
        )
        .toBe(victimTokens.length);
      const takeoverMs = Date.now() - killedAt;
      expect(takeoverMs).toBeLessThan(TAKEOVER_LIMIT_MS);
      // Taken over without a new QR: the tokens stay linked and their new host sends for them.
      expect(
        await number(sql`select count(*)::int as n from instances
          where id = any(${sqlArray(victimTokens)}::text[]) and authenticated`),
      ).toBe(victimTokens.length);
      await new Promise((r) => setTimeout(r, 3_000));
      await sends.stop();
      expect(sends.failures.filter((status) => status >= 500)).toEqual([]);

      const accepted = sends.accepted;
      await expect
        .poll(
          () =>
            number(sql`select count(*)::int as n from messages
              where id = any(${sqlArray(accepted)}::uuid[]) and status = 'read'`),
          { timeout: 120_000, interval: 500 },
        )
        .toBe(accepted.length);
      // Exactly once on the network: each virtual phone received its message one time.
      expect(
        await number(
          sql`select count(*)::int as n from sim_messages where id = any(${sqlArray(accepted)}::uuid[])`,
        ),
      ).toBe(accepted.length);
      // Every event reached the webhook (a delivery cut short by the kill may arrive twice, same id).
      const events = await number(
        sql`select count(*)::int as n from instance_events where type = 'message.status'`,
      );
      const distinct = () => new Set(receiver.received.map((r) => r.headers['webhook-id'])).size;
      await expect.poll(distinct, { timeout: 120_000, interval: 500 }).toBe(events);
      const spread = (await leasesPerOwner()).map((o) => o.n);
      expect(spread).toHaveLength(2);
      expect(Math.max(...spread)).toBeLessThanOrEqual(Math.ceil(TOKENS / 2));

      recordFigure('failover: tokens on the killed process', victimTokens.length, 'tokens');
      recordFigure('failover: time until all of them are hosted elsewhere', takeoverMs / 1000, 's');
      recordFigure('failover: sends accepted during the run', accepted.length, 'messages');
      recordFigure('failover: webhook events delivered', events, 'events');
      recordFigure(
        'failover: events delivered twice (cut short by the kill)',
        receiver.received.length - distinct(),
        'events',
      );
    } finally {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await receiver.close();
    }
  });
});
