/**
 * Tells whether apps/web/dist was built from the sources as they are now: a hash of everything
 * the web build reads (the web app, the contracts it imports, the lock file, NODE_ENV), written
 * beside the SSR bundle when a build succeeds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['apps/web', 'packages/contracts', 'package-lock.json'];
const OUTPUTS = new Set(['node_modules', 'dist', 'dist-ssr']);
const BUILT_PAGE = 'apps/web/dist/index.html';
const STAMP = 'apps/web/dist-ssr/sources.sha256';

function inputFiles(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .filter((name) => !OUTPUTS.has(name))
    .flatMap((name) => inputFiles(root, path.join(relative, name)));
}

export function webSourcesHash(root: string): string {
  const hash = createHash('sha256').update(`NODE_ENV=${process.env.NODE_ENV ?? ''}\n`);
  for (const file of INPUTS.flatMap((input) => inputFiles(root, input)).sort()) {
    hash
      .update(`${file}\n`)
      .update(readFileSync(path.join(root, file)))
      .update('\n');
  }
  return hash.digest('hex');
}

export function isWebBuildCurrent(root: string, sourcesHash: string): boolean {
  const stamp = path.join(root, STAMP);
  return (
    existsSync(path.join(root, BUILT_PAGE)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === sourcesHash
  );
}

export function clearWebBuildStamp(root: string): void {
  rmSync(path.join(root, STAMP), { force: true });
}

export function writeWebBuildStamp(root: string, sourcesHash: string): void {
  writeFileSync(path.join(root, STAMP), sourcesHash);
}
