import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * `npm start` runs `npm run build:web -- --if-changed`. This runs that script in a repository of
 * its own whose web build only records that it ran, as npm would run it (from the root).
 */
const SCRIPT = fileURLToPath(new URL('../scripts/build-web.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');
/** The web build's stand-in: makes dist/index.html and the SSR folder, counts its runs, fails when told. */
const FAKE_BUILD = `const fs = require('node:fs');
fs.mkdirSync('dist-ssr', { recursive: true });
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync('dist/index.html', '<html>');
fs.appendFileSync('../../builds.log', 'built\\n');
process.exitCode = process.env.FAIL_BUILD ? 1 : 0;
`;

let root = '';
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const builds = () => readFileSync(path.join(root, 'builds.log'), 'utf8').split('\n').filter(Boolean).length;
const buildWeb = (args: string[] = ['--if-changed'], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, ['--import', TSX, SCRIPT, ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: '', ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'chatgate-build-web-'));
  write('package.json', JSON.stringify({ name: 'repo', private: true, workspaces: ['apps/web'] }));
  write('package-lock.json', '{"lockfileVersion": 3}');
  write(
    'apps/web/package.json',
    JSON.stringify({ name: '@chatgate/web', scripts: { build: 'node build.cjs' } }),
  );
  write('apps/web/build.cjs', FAKE_BUILD);
  write('apps/web/src/main.tsx', 'export {};');
  write('packages/contracts/src/index.ts', 'export const A = 1;');
  write('builds.log', '');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

// Each case starts several npm processes, slow on a loaded machine.
describe('npm run build:web -- --if-changed (as npm start runs it)', { timeout: 90_000 }, () => {
  it('skips the build when the last build was made from the same sources', () => {
    buildWeb();
    expect(builds()).toBe(1);
    expect(buildWeb()).toContain('The web app (apps/web/dist) is up to date with its sources: not rebuilt.');
    expect(builds()).toBe(1);
  });

  it('rebuilds after a change to the web app, the contracts or the lock file, or without the build', () => {
    buildWeb();
    appendFileSync(path.join(root, 'apps/web/src/main.tsx'), '// edited');
    buildWeb();
    write('packages/contracts/src/new-rule.ts', 'export const B = 2;');
    buildWeb();
    write('package-lock.json', '{"lockfileVersion": 3, "packages": {}}');
    buildWeb();
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    buildWeb();
    buildWeb(['--if-changed'], { NODE_ENV: 'development' });
    expect(builds()).toBe(6);
  });

  it('rebuilds after a failed build, and always when asked without --if-changed', () => {
    buildWeb();
    appendFileSync(path.join(root, 'apps/web/src/main.tsx'), '// broken');
    expect(() => buildWeb(['--if-changed'], { FAIL_BUILD: '1' })).toThrow();
    buildWeb();
    buildWeb([]);
    expect(builds()).toBe(4);
  });
});
