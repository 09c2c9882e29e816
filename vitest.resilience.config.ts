import { defineConfig } from 'vitest/config';

/**
 * The resilience suite (npm run test:resilience): whole server processes under faults and load.
 * Files run one after another (they measure, and share two cores); each prints its figures, and
 * the teardown prints them all together at the end.
 */
export default defineConfig({
  test: {
    include: ['apps/server/resilience/**/*.test.ts'],
    globalSetup: ['apps/server/test/global-setup.ts', 'apps/server/resilience/figures-report.ts'],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
