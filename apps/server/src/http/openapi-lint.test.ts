import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { API_DOCUMENTS } from './openapi-documents';

/**
 * Each served document (API_DOCUMENTS) linted as integrators' tools see it: Redocly's `recommended` rules
 * (redocly.yaml) and Spectral's `spectral:oas` (.spectral.yaml), both offline (built-in rule sets,
 * no telemetry). No errors, and no warning unless openapi-lint.allowed.json lists it with a reason.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const at = (name: string) => path.join(ROOT, name);

interface Allowed {
  linter: 'redocly' | 'spectral';
  rule: string;
  /** The operations (`GET /path`) or places it is allowed at; everywhere without. */
  where?: string[];
  reason: string;
}
interface Problem {
  linter: Allowed['linter'];
  rule: string;
  error: boolean;
  where: string;
  message: string;
}

/** A place in the document as the allowlist names it: `GET /path` for an operation's parts. */
function placeOf(segments: string[]): string {
  if (segments[0] !== 'paths' || !segments[1]) return segments.join('/');
  return segments[2] ? `${segments[2].toUpperCase()} ${segments[1]}` : segments[1];
}

function run(command: string, args: string[]): string {
  const result = spawnSync(at(`node_modules/.bin/${command}`), args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  if (result.error) throw result.error;
  if (!result.stdout.trim()) throw new Error(`${command} printed nothing: ${result.stderr}`);
  return result.stdout;
}

interface RedoclyReport {
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}
function redoclyProblems(file: string): Problem[] {
  const out = run('redocly', [
    'lint',
    file,
    `--config=${at('redocly.yaml')}`,
    '--format=json',
    '--max-problems=100000',
  ]);
  return (JSON.parse(out) as RedoclyReport).problems.map((problem) => ({
    linter: 'redocly',
    rule: problem.ruleId,
    error: problem.severity === 'error',
    message: problem.message,
    where: placeOf(
      (problem.location[0]?.pointer ?? '')
        .replace(/^#\//, '')
        .split('/')
        .map((segment) => decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~')),
    ),
  }));
}

interface SpectralResult {
  code: string;
  severity: number;
  message: string;
  path: (string | number)[];
}
function spectralProblems(file: string): Problem[] {
  const out = run('spectral', ['lint', file, `--ruleset=${at('.spectral.yaml')}`, '--format=json']);
  // Spectral prints a sentence instead of JSON when it finds nothing.
  if (!out.trimStart().startsWith('[')) return [];
  return (JSON.parse(out) as SpectralResult[]).map((result) => ({
    linter: 'spectral',
    rule: result.code,
    error: result.severity === 0,
    message: result.message,
    where: placeOf(result.path.map(String)),
  }));
}

const allows = (entry: Allowed, problem: Problem) =>
  entry.linter === problem.linter &&
  entry.rule === problem.rule &&
  (!entry.where || entry.where.includes(problem.where));

let ctx: TestContext;
let dir: string;
let allowed: Allowed[];
let problems: Problem[];
beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(path.join(tmpdir(), 'chatgate-openapi-lint-'));
  allowed = JSON.parse(await readFile(path.join(import.meta.dirname, 'openapi-lint.allowed.json'), 'utf8'));
  problems = [];
  for (const spec of API_DOCUMENTS) {
    const file = path.join(dir, `${spec.slug}.json`);
    const res = await ctx.app.inject({ method: 'GET', url: spec.url });
    expect(res.statusCode, spec.url).toBe(200);
    await writeFile(file, res.body);
    const found = [...redoclyProblems(file), ...spectralProblems(file)];
    problems.push(...found.map((problem) => ({ ...problem, message: `${spec.url}: ${problem.message}` })));
  }
}, 240_000);
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const shown = (list: Problem[]) => list.map((p) => `${p.linter} ${p.rule} at ${p.where}: ${p.message}`);

describe('the OpenAPI documents under Redocly (recommended) and Spectral (spectral:oas)', () => {
  it('has no errors', () => {
    expect(shown(problems.filter((problem) => problem.error))).toEqual([]);
  });

  it('has no warning the allowlist does not name', () => {
    const unlisted = problems.filter((problem) => !problem.error && !allowed.some((e) => allows(e, problem)));
    expect(shown(unlisted)).toEqual([]);
  });

  // Also what shows the linters ran and were read: each listed warning must be found.
  it('lists each allowed warning with a reason, and only warnings that still occur', () => {
    for (const entry of allowed) expect(entry.reason?.length, entry.rule).toBeGreaterThan(20);
    const stale = allowed.flatMap((entry) =>
      (entry.where ?? ['anywhere'])
        .filter((where) =>
          problems.every(
            (problem) => !allows({ ...entry, where: where === 'anywhere' ? undefined : [where] }, problem),
          ),
        )
        .map((where) => `${entry.linter} ${entry.rule} at ${where}`),
    );
    expect(stale).toEqual([]);
  });
});
