#!/usr/bin/env node
// Builds the server for production (npm run build:server): one ESM bundle at apps/server/dist/main.js
// with the workspace's own packages inlined and every npm dependency left to node_modules, plus the
// SQL migrations beside it (migrate.ts finds them next to itself).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = 'apps/server/dist';
rmSync(out, { recursive: true, force: true });

/** Bare imports stay imports, except the workspace's TypeScript packages, which are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@chatgate/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['apps/server/src/main.ts'],
  outfile: `${out}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [npmPackagesExternal],
});
cpSync('apps/server/src/db/migrations', `${out}/migrations`, { recursive: true });
console.log(`server built: ${out}/main.js`);
