import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A field's maxLength makes the browser cut a pasted or typed value without a word (a 13-digit
 * number became a 12-digit one, and the test message went there). Fields keep what was entered
 * and their schema refuses a value that is too long, with its message.
 */
const srcDir = dirname(fileURLToPath(import.meta.url));

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('form fields', () => {
  it('never set maxLength, which cuts a value silently', () => {
    const cutting = componentFiles(srcDir).filter((file) => /\bmaxLength=/.test(readFileSync(file, 'utf8')));
    expect(cutting.map((file) => relative(srcDir, file))).toEqual([]);
  });
});
