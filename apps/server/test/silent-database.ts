import { createServer, type Socket } from 'node:net';

/**
 * A TCP listener on 127.0.0.1 that accepts connections and never answers, as a PostgreSQL whose
 * processes are stopped (SIGSTOP) looks to a client: the kernel completes the connection, nobody
 * replies. `url` is a database URL pointing at it.
 */
export async function silentDatabase() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/frozen`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
