import type { spawnServer } from '../../test/spawn-server';

export type SpawnedServer = Awaited<ReturnType<typeof spawnServer>>;

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`; nothing if it already exited. */
export async function stopServer(server: SpawnedServer | undefined, graceMs = 15_000): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([
    server.exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), graceMs)),
  ]);
  if (!stopped) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}
