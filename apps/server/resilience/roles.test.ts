import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { spawnServer } from '../test/spawn-server';
import { databasePerFile } from './support/database-per-file';
import { callJson, sandboxAccount } from './support/sandbox-account';

const { url: databaseUrl, rows } = databasePerFile(2);

describe('process roles', () => {
  it('an API process only queues; a worker process hosts the sessions and sends, and serves only health over HTTP', async () => {
    const env = { DATABASE_URL: databaseUrl(), API_RATE_PER_SECOND: '100000', API_RATE_BURST: '100000' };
    const api = await spawnServer({ ...env, ROLE: 'api' });
    const worker = await spawnServer({ ...env, ROLE: 'worker' });
    try {
      const account = await sandboxAccount(api.url, 'roles', '919876600001');
      // Only the worker hosts sessions (it claims new tokens at its next renewal).
      await expect
        .poll(
          () =>
            rows<{ role: string }>(
              sql`select w.role from session_leases l join worker_processes w on w.id = l.owner`,
            ),
          { timeout: 15_000 },
        )
        .toEqual([{ role: 'worker' }]);
      const sent = await callJson(
        `${api.url}/api/v1/send/text?insid=${account.insid}`,
        { to: '919812300001', body: 'through the API process' },
        { key: account.key },
      );
      expect(sent.status).toBe(202);
      await expect
        .poll(
          async () =>
            (
              await rows<{ status: string }>(
                sql`select status from messages where id = ${sent.body.id as string}`,
              )
            )[0]?.status,
          { timeout: 15_000 },
        )
        .toBe('read');

      expect((await fetch(`${worker.url}/api/v1/health`)).status).toBe(200);
      const onWorker = await callJson(
        `${worker.url}/api/v1/send/text?insid=${account.insid}`,
        { to: '919812300001', body: 'x' },
        { key: account.key },
      );
      expect(onWorker.status).toBe(404);
    } finally {
      for (const server of [api, worker]) server.child.kill('SIGTERM');
      await Promise.all([api.exited, worker.exited]);
    }
  });
});
