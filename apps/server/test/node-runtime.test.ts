import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The root devDependency `node` puts a Node.js binary in node_modules/.bin, which npm and npx put
 * first on the PATH of what they run: the tests, the server they spawn (process.execPath), the
 * Playwright web server and the scripts that start `node` by name all run on it, whatever Node
 * the machine has.
 */
const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
const suppliedMajor = Number(/\d+/.exec(rootPackage.devDependencies.node)?.[0]);
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('the Node.js runtime', () => {
  it('is the major that package.json supplies, a supported LTS line', () => {
    expect(suppliedMajor).toBeGreaterThanOrEqual(24);
    expect(major(process.versions.node)).toBe(suppliedMajor);
  });

  it('is the one a process gets when it starts `node` by name', () => {
    const started = execFileSync('node', ['-p', 'process.version'], { encoding: 'utf8' }).trim();
    expect(started).toBe(process.version);
  });
});
