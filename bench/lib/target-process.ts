/**
 * One server of bench:api in a process of its own, as deployed (the load generator must not share
 * its event loop): `bare <database url>` or `chatgate <database url>` (settings from the
 * environment, e.g. ROLE). Prints `{"url": …}` once listening and stops on SIGTERM.
 */
import { startBareRoute } from './bare-route';
import { startBenchServer } from './server';

const [kind, databaseUrl] = process.argv.slice(2);
if (!databaseUrl || (kind !== 'bare' && kind !== 'chatgate')) {
  console.error('usage: target-process.ts bare|chatgate <database url>');
  process.exit(2);
}
const target =
  kind === 'bare'
    ? await startBareRoute(databaseUrl)
    : await startBenchServer(databaseUrl).then((s) => ({ url: s.base, stop: s.stop }));
console.log(JSON.stringify({ url: target.url }));
process.once('SIGTERM', () => {
  void target.stop().finally(() => process.exit(0));
});
