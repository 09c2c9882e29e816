/**
 * How long a page the server renders with the web app's SSR bundle takes:
 * `node --import tsx bench/ssr-render.ts` after `npm run build:web` (no NODE_ENV, as `npm start`
 * and `npm run serve` run the server). Starts the whole server on a fresh database
 * (TEST_DATABASE_URL's server, or an embedded PostgreSQL) with the built web app, then, RUNS times
 * each (default 200, one at a time, after 20 to warm up):
 * - asks the server for the bare address of the longest built-in post (`/blogs/{id}`: no
 *   prerendered file answers it, so the server reads the post and renders the page);
 * - renders that page alone, as the server does (page-renderer.ts), from the post's answer.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILTIN_POSTS } from '@chatgate/contracts/builtin-posts';
import { loadPageRenderer } from '../apps/server/src/http/page-renderer';
import { benchDatabase } from './lib/database';
import { startBenchServer } from './lib/server';
import { percentile } from './lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 20;
/** The built web app (its site-manifest.json names the SSR bundle); BENCH_WEB_DIST for another build. */
const WEB_DIST = path.resolve(
  process.env.BENCH_WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'),
);

const longest = [...BUILTIN_POSTS].sort((a, b) => b.content.length - a.content.length)[0];
if (!longest) throw new Error('no built-in posts');
const address = `/blogs/${longest.id}`;

/** Runs `work` WARM_UP times, then RUNS times timed, and prints the figures. */
async function timed(label: string, work: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const mean = times.reduce((sum, t) => sum + t, 0) / RUNS;
  console.log(
    `${label}: median ${ms(percentile(times, 50))}, mean ${ms(mean)}, p95 ${ms(percentile(times, 95))}`,
  );
}

const manifest = JSON.parse(await readFile(path.join(WEB_DIST, 'site-manifest.json'), 'utf8'));
if (typeof manifest.ssrEntry !== 'string') throw new Error('the build has no SSR bundle');
const database = await benchDatabase();
const server = await startBenchServer(database.url, { WEB_DIST, LOG_LEVEL: 'fatal' });
try {
  console.log(`${address}, NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}, ${RUNS} runs each`);
  await timed('GET through the server', async () => {
    const res = await fetch(`${server.base}${address}`);
    const html = await res.text();
    if (res.status !== 200 || !html.includes(`data-prerendered-for="${address}"`))
      throw new Error(`${address} was not rendered by the server (status ${res.status})`);
  });
  const answer = await (await fetch(`${server.base}/api/v1${address}`)).json();
  const renderer = await loadPageRenderer(path.resolve(WEB_DIST, manifest.ssrEntry));
  await timed('render alone', () =>
    renderer.renderRoot(address, async (keys) => [{ key: keys.post(String(longest.id)), data: answer }]),
  );
} finally {
  await server.stop();
  await database.cleanup();
}
