import { createServer } from 'node:http';
import { listenLocally } from '../../test/listen-locally';

/** One request the receiver got and the status it answered. */
export interface Hit {
  webhookId: string;
  status: number;
  at: number;
  body: string;
}

/**
 * A customer's webhook endpoint that can fail: `answer` picks each status from the request's
 * webhook-id and how many requests with that id came so far (1 on the first). down() closes the
 * port (senders get connection refused) and up() opens the same port again.
 */
export async function startFlakyReceiver(answer: (webhookId: string, attempt: number) => number) {
  const hits: Hit[] = [];
  const attempts = new Map<string, number>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const webhookId = String(req.headers['webhook-id'] ?? '');
      const attempt = (attempts.get(webhookId) ?? 0) + 1;
      attempts.set(webhookId, attempt);
      const status = answer(webhookId, attempt);
      hits.push({ webhookId, status, at: Date.now(), body });
      res.writeHead(status).end();
    });
  });
  const port = await listenLocally(server);
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${port}/hook`,
    hits,
    down: close,
    up: async () => {
      await listenLocally(server, port);
    },
    close: () => (server.listening ? close() : Promise.resolve()),
  };
}

export type FlakyReceiver = Awaited<ReturnType<typeof startFlakyReceiver>>;

/** The hits answered 2xx, grouped by webhook-id, in arrival order. */
export function acknowledged(hits: readonly Hit[]): Map<string, Hit[]> {
  const byId = new Map<string, Hit[]>();
  for (const hit of hits) {
    if (hit.status < 200 || hit.status > 299) continue;
    const group = byId.get(hit.webhookId);
    if (group) group.push(hit);
    else byId.set(hit.webhookId, [hit]);
  }
  return byId;
}
