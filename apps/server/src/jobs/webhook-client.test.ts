import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookClient } from './webhook-client';

const answers: Record<string, { status: number; headers?: Record<string, string>; delayMs?: number }> = {
  '/ok': { status: 204 },
  '/busy': { status: 503, headers: { 'retry-after': '7' } },
  '/moved': { status: 302, headers: { location: '/ok' } },
  '/slow': { status: 200, delayMs: 2_000 },
};
let server: Server;
let port: number;
const hits: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const answer = answers[req.url ?? ''] ?? { status: 404 };
    req.resume();
    setTimeout(() => res.writeHead(answer.status, answer.headers).end('body'), answer.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const post = (client: WebhookClient, url: string) =>
  client.post(url, { 'content-type': 'application/json' }, '{}');

describe('WebhookClient', () => {
  it('reports the status and Retry-After, follows no redirect, and gives up at the timeout', async () => {
    const client = new WebhookClient(300, true);
    try {
      const base = `http://127.0.0.1:${port}`;
      expect(await post(client, `${base}/ok`)).toEqual({ code: 204, error: null, retryAfterMs: null });
      expect(await post(client, `${base}/busy`)).toEqual({ code: 503, error: null, retryAfterMs: 7_000 });
      expect(await post(client, `${base}/moved`)).toMatchObject({ code: 302 });
      expect(hits.filter((h) => h === '/ok')).toHaveLength(1);
      const started = Date.now();
      expect(await post(client, `${base}/slow`)).toEqual({
        code: null,
        error: 'timed out after 0.3 s',
        retryAfterMs: null,
      });
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      await client.close();
    }
  });

  it('refuses to connect to a private address unless allowed, named or written as an address', async () => {
    const client = new WebhookClient(2_000, false);
    try {
      const before = hits.length;
      for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]', '[::1]']) {
        const result = await post(client, `http://${host}:${port}/ok`);
        expect(result.code, host).toBeNull();
        expect(result.error, host).toMatch(/refused private address/);
      }
      expect(hits).toHaveLength(before);
    } finally {
      await client.close();
    }
  });
});
