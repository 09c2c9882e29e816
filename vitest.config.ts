import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Component tests (apps/web, *.test.tsx) each opt into jsdom with their own @vitest-environment line.
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
