import { createServer } from 'node:net';

/** Listens on 127.0.0.1:`port` (0: any) and closes at once: answers the port it got, or null when taken. */
function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/** `port` on 127.0.0.1 when it is free, else a free port the system picks. */
export async function freeLoopbackPort(port: number): Promise<number> {
  return (await tryListen(port)) ?? (await tryListen(0)) ?? port;
}
