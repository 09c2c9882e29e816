import { createServer, type Server, Socket } from 'node:net';
import { connectDatabase } from '../src/db/client';

/**
 * A TCP proxy on 127.0.0.1 in front of `target` that a test can cut, as a network or database
 * outage would: every connection through it is reset and new ones are refused until restored.
 */
export async function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = new Socket();
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        upstream.connect(target.port, target.host);
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Resets every connection and stops listening: new connections are refused. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.resetAndDestroy();
        const closing = server;
        server = null;
        if (closing) closing.close(() => resolve());
        else resolve();
      }),
    /** Listens again on the same port. */
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

/**
 * A connection pool (of `poolMax`) to the database at `url` through a cuttable proxy: `cut()` is
 * an outage.
 */
export async function databaseThroughProxy(url: string, poolMax = 3) {
  const target = new URL(url);
  const proxy = await cuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
  target.hostname = '127.0.0.1';
  target.port = String(proxy.port);
  const handle = connectDatabase(target.toString(), poolMax);
  return {
    db: handle.db,
    pool: handle.pool,
    cut: proxy.cut,
    restore: proxy.restore,
    close: async () => {
      await handle.close().catch(() => {});
      await proxy.close();
    },
  };
}
