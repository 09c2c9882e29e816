import { createServer, type IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Arrival {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the whole request had arrived. */
  at: number;
}

/**
 * A customer's webhook endpoint on 127.0.0.1 that answers 200 at once and keeps every request
 * with its arrival time; `waitFor` resolves on the first later request whose body holds `text`.
 */
export async function startReceiver() {
  let arrivals: Arrival[] = [];
  const waiters = new Map<string, (arrival: Arrival) => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const arrival = {
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
        at: performance.now(),
      };
      arrivals.push(arrival);
      res.writeHead(200).end();
      for (const [text, resolve] of waiters)
        if (arrival.body.includes(text)) {
          waiters.delete(text);
          resolve(arrival);
        }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    count: () => arrivals.length,
    waitFor: (text: string) => new Promise<Arrival>((resolve) => waiters.set(text, resolve)),
    /** The requests so far, forgetting them. */
    take(): Arrival[] {
      const taken = arrivals;
      arrivals = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
