import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogPath } from '@chatgate/contracts';
import { BUILTIN_POSTS } from '@chatgate/contracts/builtin-posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../scripts/public-pages';

/**
 * The SSR bundle runs in the server process, which `npm start` and `npm run serve` start without
 * NODE_ENV: it must render with React's production build all the same (decision 0008). This builds
 * it as `npm run build:web` does, without NODE_ENV, and renders a post with it in a fresh Node
 * process without NODE_ENV, watching every read of process.env.NODE_ENV and every CommonJS module
 * loaded: React's packages choose their development build at load time by reading it.
 */
const webDir = fileURLToPath(new URL('..', import.meta.url));
// Below the workspace's node_modules, so what the bundle leaves external resolves as from dist-ssr.
const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache', import.meta.url));
const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
// Vitest sets NODE_ENV=test; the product's build and server see none.
const { NODE_ENV: _, ...envWithoutNodeEnv } = process.env;

/** Imports the entry, renders a post's page from its answer (on stdin), prints what it read and loaded. */
const PROBE = `
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
const [entryFile, pagePath, postId] = process.argv.slice(1);
const answer = readFileSync(0, 'utf8');
const nodeEnvReads = [];
const env = process.env;
process.env = new Proxy(env, {
  get(target, key) {
    if (key === 'NODE_ENV') nodeEnvReads.push(new Error().stack.split('\\n')[2].trim());
    return Reflect.get(target, key);
  },
});
const entry = await import(pathToFileURL(entryFile).href);
const { html } = await entry.render(pagePath, [{ key: entry.blogKeys.post(postId), data: JSON.parse(answer) }]);
const developmentModules = Object.keys(createRequire(import.meta.url).cache).filter((f) => /development/.test(f));
console.log(JSON.stringify({ html, nodeEnvReads, developmentModules }));
`;

interface ProbeResult {
  html: string;
  nodeEnvReads: string[];
  developmentModules: string[];
}

describe('the SSR bundle as built for the server', () => {
  let outDir = '';
  beforeAll(async () => {
    await mkdir(cacheDir, { recursive: true });
    outDir = await mkdtemp(path.join(cacheDir, 'chatgate-ssr-test-'));
    execFileSync(
      process.execPath,
      [viteBin, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--logLevel', 'error'],
      { cwd: webDir, env: envWithoutNodeEnv, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }, 120_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('renders a post with React’s production build in a process without NODE_ENV', () => {
    const post = BUILTIN_POSTS[0];
    if (!post) throw new Error('no built-in posts');
    const pagePath = blogPath({ blogID: post.id, slug: post.slug });
    // The post's GET /blogs/{id} answer, as the prerender step passes it.
    const page = PUBLIC_PAGES.find((p) => p.path === pagePath);
    const answer = page?.queries?.({ list: () => [], post: () => [] })[0]?.data;
    if (!answer) throw new Error(`no prerendered page ${pagePath} with the post's answer`);
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', PROBE, path.join(outDir, 'entry-server.js'), pagePath, String(post.id)],
      { env: envWithoutNodeEnv, encoding: 'utf8', input: JSON.stringify(answer) },
    );
    const result: ProbeResult = JSON.parse(output);
    expect(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(result.html)?.[1]).toBe(post.title);
    // Nothing decides at run time between development and production code...
    expect(result.nodeEnvReads).toEqual([]);
    // ...and no development build (react.development.js, react-dom-server…development.js) is loaded.
    expect(result.developmentModules).toEqual([]);
  });
});
