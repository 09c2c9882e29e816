import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN: `components`/`lib` -> `features` -> `app`; a feature never imports another feature
 * (compose them in `app/` routes). This reads every module under components/, lib/ and features/,
 * resolves its imports and lists each one that goes against that direction.
 */
const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file an import specifier names, when it is inside the app's source (relative or `@/`, `~/`, `src/`). */
function importedPath(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  const rooted = /^(?:@|~|src)\/(.+)$/.exec(specifier);
  return rooted ? join(srcDir, rooted[1] as string) : undefined;
}

interface Place {
  layer: string;
  /** Under features/: the feature's folder. */
  feature?: string;
}

function placeOf(path: string): Place | undefined {
  const parts = relative(srcDir, path).split(sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  const [layer = '', feature] = parts;
  return layer === 'features' && parts.length > 2 ? { layer, feature } : { layer };
}

/** Whether a module in `from` may import one in `to`. */
function allowed(from: Place, to: Place): boolean {
  if (from.layer === 'components' || from.layer === 'lib')
    return to.layer !== 'features' && to.layer !== 'app';
  if (from.layer === 'features')
    return to.layer !== 'app' && (to.layer !== 'features' || to.feature === from.feature);
  return true;
}

function forbiddenImports(file: string): string[] {
  const from = placeOf(file);
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => {
      const path = importedPath(file, fileName);
      const to = path === undefined ? undefined : placeOf(path);
      return from !== undefined && to !== undefined && !allowed(from, to);
    })
    .map(({ fileName }) => `${relative(srcDir, file)} imports '${fileName}'`);
}

describe('import boundaries', () => {
  it('tells where an import lands and whether it may', () => {
    const file = join(srcDir, 'features', 'tickets', 'ticket-thread.tsx');
    const where = (specifier: string) => placeOf(importedPath(file, specifier) as string);
    expect(where('../notifications/api')).toEqual({ layer: 'features', feature: 'notifications' });
    expect(where('./api')).toEqual({ layer: 'features', feature: 'tickets' });
    expect(where('@/features/blogs/api')).toEqual({ layer: 'features', feature: 'blogs' });
    expect(where('../../lib/cn')).toEqual({ layer: 'lib' });
    expect(importedPath(file, 'react')).toBeUndefined();

    const tickets = { layer: 'features', feature: 'tickets' };
    expect(allowed(tickets, { layer: 'features', feature: 'tickets' })).toBe(true);
    expect(allowed(tickets, { layer: 'components' })).toBe(true);
    expect(allowed(tickets, { layer: 'features', feature: 'notifications' })).toBe(false);
    expect(allowed(tickets, { layer: 'app' })).toBe(false);
    expect(allowed({ layer: 'lib' }, tickets)).toBe(false);
    expect(allowed({ layer: 'components' }, { layer: 'app' })).toBe(false);
    expect(allowed({ layer: 'app' }, tickets)).toBe(true);
  });

  it('no feature imports another feature or app/', () => {
    const files = sourceFiles(join(srcDir, 'features'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(forbiddenImports)).toEqual([]);
  });

  it('components/ and lib/ import neither features/ nor app/', () => {
    const files = [...sourceFiles(join(srcDir, 'components')), ...sourceFiles(join(srcDir, 'lib'))];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(forbiddenImports)).toEqual([]);
  });
});
