import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/spawn-server';
import { createTestDatabase } from '../test/test-database';
import { recordFigure } from './figures';
import { linkPhone, signUp } from './support/sandbox-account';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Reads a dashboard's Server-Sent Events stream into `events` (the data lines) until aborted. */
function openStream(base: string, auth: Record<string, string>, signal: AbortSignal) {
  const events: Array<Record<string, unknown>> = [];
  const done = (async () => {
    const res = await fetch(`${base}/api/v1/dash/wa/events`, { headers: auth, signal });
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) events.push(JSON.parse(data.slice('data: '.length)));
      }
    }
  })().catch(() => {});
  return { events, done };
}

describe('cross-process events', () => {
  it('a dashboard attached to process A sees the QR and the connection that happen on process B', async () => {
    const env = { DATABASE_URL: database.url, API_RATE_PER_SECOND: '100000', API_RATE_BURST: '100000' };
    const a = await spawnServer(env);
    const b = await spawnServer(env);
    const abort = new AbortController();
    try {
      const { auth, insid } = await signUp(a.url, 'crossproc');
      const stream = openStream(a.url, auth, abort.signal);
      const mine = () => stream.events.filter((e) => e.insid === insid);
      await expect.poll(() => mine().length).toBeGreaterThan(0);

      const linkedAt = Date.now();
      await linkPhone(b.url, auth, insid, '919876500001');
      await expect.poll(() => mine().some((e) => typeof e.qr === 'string')).toBe(true);
      await expect.poll(() => mine().some((e) => e.authenticated === 1), { timeout: 10_000 }).toBe(true);
      recordFigure('cross-process: link on B seen by a dashboard on A after', Date.now() - linkedAt, 'ms');
      abort.abort();
      await stream.done;
    } finally {
      for (const server of [a, b]) server.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    }
  });
});
