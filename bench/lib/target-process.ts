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
const needsDatabase = kind === 'bare' || kind === 'chatgate';
if ((needsDatabase && !databaseUrl) || (!needsDatabase && kind !== 'no-database')) {
  console.error('usage: target-process.ts bare|chatgate <database url> | no-database');
  process.exit(2);
}
const target =
  kind === 'no-database'
    ? await startNoDatabaseRoute()
    : kind === 'bare'
      ? await startBareRoute(databaseUrl as string)
      : await startBenchServer(databaseUrl as string).then((s) => ({ url: s.base, stop: s.stop }));
console.log(JSON.stringify({ url: target.url }));
process.once('SIGTERM', () => {
  void target.stop().finally(() => process.exit(0));
});
