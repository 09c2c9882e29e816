import type { Server } from 'node:http';

/** Starts `server` on a loopback port (a free one unless told); answers the port. */
export async function listenLocally(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
