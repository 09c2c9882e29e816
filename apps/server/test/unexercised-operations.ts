import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Which documented operations no test's answer was checked for (response-validation.ts): each
 * test context writes what it saw to a folder the run shares, and at the end of the run the
 * operations never reached are counted and listed in `test-results/unexercised-operations.txt`.
 */
export const COVERAGE_FILE = 'exercised.jsonl';

/** Starts the run's folder; the returned function reports and removes it. */
export async function startCoverage(): Promise<{ dir: string; finish(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'chatgate-response-coverage-'));
  return {
    dir,
    async finish() {
      const text = await readFile(path.join(dir, COVERAGE_FILE), 'utf8').catch(() => '');
      await rm(dir, { recursive: true, force: true });
      const lines = text.split('\n').filter(Boolean);
      if (lines.length === 0) return;
      const operations = new Set<string>();
      const exercised = new Set<string>();
      for (const line of lines) {
        const seen = JSON.parse(line) as { operations: string[]; exercised: string[] };
        for (const id of seen.operations) operations.add(id);
        for (const id of seen.exercised) exercised.add(id);
      }
      const never = [...operations].filter((id) => !exercised.has(id)).sort();
      const listed = path.resolve('test-results', 'unexercised-operations.txt');
      await mkdir(path.dirname(listed), { recursive: true });
      await writeFile(listed, `${never.join('\n')}\n`);
      console.log(
        `Responses checked against the OpenAPI document: ${exercised.size} of ${operations.size} operations answered in these tests; the ${never.length} others are listed in ${listed}`,
      );
    },
  };
}
