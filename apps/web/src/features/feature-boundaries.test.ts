import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md: `components`/`lib` -> `features` -> `app`; a feature never imports another feature
 * (compose them in `app/` routes). This reads every module under `features/` and lists each
 * import that lands in a different feature's folder.
 */
const featuresDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The feature a path under `features/` belongs to; undefined for files outside any feature. */
function featureOf(path: string): string | undefined {
  const parts = relative(featuresDir, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** The feature an import specifier points into, resolved against the importing file. */
function importedFeature(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return featureOf(resolve(dirname(file), specifier));
  return /(?:^|\/)features\/([^/]+)\//.exec(specifier)?.[1];
}

function crossFeatureImports(files: string[]): string[] {
  return files.flatMap((file) => {
    const own = featureOf(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .filter(({ fileName }) => {
        const target = importedFeature(file, fileName);
        return target !== undefined && target !== own;
      })
      .map(({ fileName }) => `${relative(featuresDir, file)} imports '${fileName}'`);
  });
}

describe('feature boundaries', () => {
  it('finds the modules to check and tells whose folder an import lands in', () => {
    expect(sourceFiles(featuresDir).length).toBeGreaterThan(50);
    const file = join(featuresDir, 'tickets', 'ticket-thread.tsx');
    expect(importedFeature(file, '../notifications/api')).toBe('notifications');
    expect(importedFeature(file, './api')).toBe('tickets');
    expect(importedFeature(file, '../../lib/cn')).toBeUndefined();
    expect(importedFeature(file, '@/features/blogs/api')).toBe('blogs');
  });

  it('no feature imports another feature (shared code lives in components/ or lib/)', () => {
    expect(crossFeatureImports(sourceFiles(featuresDir))).toEqual([]);
  });
});
