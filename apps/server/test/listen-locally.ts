import type { Server } from 'node:http';

/** Starts `server` on a free loopback port; answers the port. */
export async function listenLocally(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
