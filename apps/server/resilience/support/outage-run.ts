import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client';
import { sqlArray } from '../../src/db/sql-array';
import { spawnServer } from '../../test/spawn-server';
import { ownedPostgres } from './owned-postgres';
import { type SandboxAccount, sandboxAccount } from './sandbox-account';
import { contact, sendText } from './send-text';
import { type SpawnedServer, stopServer } from './server-stop';
import { brief, type TimedCall, timedCall } from './timed-call';

const BACKLOG_PER_TOKEN = 60;

/** What a database-outage test works with: its own PostgreSQL, a server on it, two tokens, a backlog. */
export interface OutageRun {
  postgres: Awaited<ReturnType<typeof ownedPostgres>>;
  server: SpawnedServer;
  accounts: SandboxAccount[];
  /** Ids of messages accepted (202) before the load began, still being sent (paced) when it does. */
  backlog: string[];
  /** When the server process exited, or null while it runs. */
  exitedAt(): number | null;
  /** How many of `ids` are still queued. */
  queued(ids: string[]): Promise<number>;
  /**
   * Resumed by itself: a second after the first send accepted after the fault (answered at
   * `recoveredAt`), every call succeeds, /health answers 200, every message accepted (the backlog
   * and `accepted`) is sent, and the server still runs.
   */
  expectResumed(
    calls: Array<TimedCall & { startedAt: number }>,
    recoveredAt: number,
    accepted: string[],
  ): Promise<void>;
}

/**
 * Runs `test` against a server on a PostgreSQL of the test's own (which it may stop or freeze),
 * sending paced, so messages accepted before the outage are still queued when it begins. Prints
 * the end of the server's log when `test` fails; removes everything after.
 */
export async function withOutageRun(name: string, test: (run: OutageRun) => Promise<void>): Promise<void> {
  const postgres = await ownedPostgres();
  const dataDir = await mkdtemp(path.join(tmpdir(), `chatgate-${name}-`));
  let server: SpawnedServer | undefined;
  let handle: DatabaseHandle | undefined;
  try {
    server = await spawnServer({
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SIM_DELIVERY_DELAY_MS: '0',
      SIM_READ_DELAY_MS: '0',
      SEND_DELAY_MIN_MS: '100',
      SEND_DELAY_MAX_MS: '100',
      API_RATE_PER_SECOND: '100000',
      API_RATE_BURST: '100000',
    });
    const live = server;
    let exitedAt: number | null = null;
    void live.exited.then(() => {
      exitedAt = Date.now();
    });
    handle = connectDatabase(postgres.url, 2);
    const db = handle.db;
    const number = async (query: SQL) => ((await db.execute(query)).rows[0] as { n: number }).n;
    const accounts = await Promise.all([
      sandboxAccount(live.url, `${name}0`, '919876500010'),
      sandboxAccount(live.url, `${name}1`, '919876500011'),
    ]);
    const backlog: string[] = [];
    const queueBacklog = async (account: SandboxAccount, t: number) => {
      for (let i = 0; i < BACKLOG_PER_TOKEN; i++) {
        const answer = await sendText(live.url, account, { to: contact(t * 1000 + i), body: `backlog ${i}` });
        expect(answer.status).toBe(202);
        backlog.push(answer.body.id as string);
      }
    };
    await Promise.all(accounts.map(queueBacklog));
    await test({
      postgres,
      server: live,
      accounts,
      backlog,
      exitedAt: () => exitedAt,
      queued: (ids) =>
        number(
          sql`select count(*)::int as n from messages where id = any(${sqlArray(ids)}::uuid[]) and status = 'queued'`,
        ),
      expectResumed: async (calls, recoveredAt, accepted) => {
        const afterRecovery = calls.filter((c) => c.startedAt >= recoveredAt + 1_000);
        expect(afterRecovery.length).toBeGreaterThan(0);
        expect(afterRecovery.filter((c) => (c.status ?? 0) >= 300).map(brief)).toEqual([]);
        expect((await timedCall(`${live.url}/api/v1/health`, {})).status).toBe(200);
        const ids = [...backlog, ...accepted];
        await expect
          .poll(
            () =>
              number(sql`select count(*)::int as n from messages
                where id = any(${sqlArray(ids)}::uuid[]) and status in ('sent', 'delivered', 'read')`),
            { timeout: 60_000, interval: 500 },
          )
          .toBe(ids.length);
        expect(live.child.exitCode).toBeNull();
      },
    });
  } catch (error) {
    if (server) console.error(`server log:\n${server.output().slice(-10_000)}`);
    throw error;
  } finally {
    await stopServer(server);
    await handle?.close();
    await postgres.remove();
    await rm(dataDir, { recursive: true, force: true });
  }
}
