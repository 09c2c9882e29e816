/**
 * One server of bench:api in a process of its own, as deployed (the load generator must not share
 * its event loop): `bare <database url>`, `chatgate <database url>` (settings from the
 * environment, e.g. ROLE) or `no-database`. Prints `{"url": …}` once listening and stops on
 * SIGTERM.
 */
import { startBareRoute } from './bare-route';
import { startNoDatabaseRoute } from './no-database-route';
import { startBenchServer } from './server';

const [kind, databaseUrl] = process.argv.slice(2);

async function startTarget(): Promise<{ url: string; stop(): Promise<unknown> }> {
  if (kind === 'no-database') return startNoDatabaseRoute();
  if (!databaseUrl || (kind !== 'bare' && kind !== 'chatgate')) {
    console.error('usage: target-process.ts bare|chatgate <database url> | no-database');
    process.exit(2);
  }
  if (kind === 'bare') return startBareRoute(databaseUrl);
  const server = await startBenchServer(databaseUrl);
  return { url: server.base, stop: server.stop };
}

const target = await startTarget();
console.log(JSON.stringify({ url: target.url }));
process.once('SIGTERM', () => {
  void target.stop().finally(() => process.exit(0));
});
