import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = new URL('../', import.meta.url);
const srcDir = new URL('src/', packageDir).pathname;
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as {
  dependencies: Record<string, string>;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the published package', () => {
  it('imports only its own files and its declared dependencies: no server code, nothing of the repo', () => {
    const foreign = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)]
        .map((match) => match[1] as string)
        .filter(
          (specifier) =>
            !(specifier.startsWith('./') || specifier.startsWith('../')) || specifier.includes('../../'),
        )
        .filter((specifier) => !(specifier in dependencies))
        .map((specifier) => `${file.slice(srcDir.length)}: ${specifier}`),
    );
    expect(foreign).toEqual([]);
  });
});
