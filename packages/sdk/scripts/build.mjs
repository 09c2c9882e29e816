// Builds the package for publishing: ESM and declarations from src (tsc) into dist, with the
// generated API types beside them (tsc does not copy a .d.ts it only reads).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const root = new URL('..', import.meta.url);
const dist = new URL('dist/', root);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
cpSync(new URL('src/generated/api.d.ts', root), new URL('generated/api.d.ts', dist));
