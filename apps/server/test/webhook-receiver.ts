import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenLocally } from './listen-locally';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A local HTTP endpoint playing a customer's webhook: `answer` decides each response (status,
 * headers, delay) from the number of requests so far.
 */
export async function startReceiver(
  answer: (n: number) => { status: number; headers?: Record<string, string>; delayMs?: number } = () => ({
    status: 200,
  }),
) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body, at: Date.now() });
      const reply = answer(received.length);
      setTimeout(() => {
        res.writeHead(reply.status, reply.headers);
        res.end('ok');
      }, reply.delayMs ?? 0);
    });
  });
  const port = await listenLocally(server);
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
