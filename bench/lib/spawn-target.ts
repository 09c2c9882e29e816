import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export interface SpawnedTarget {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL('./target-process.ts', import.meta.url));
/**
 * The V8 flags `npm start` and `npm run start:prod` give the server (package.json), given to both
 * targets: a larger young generation, so scavenges come less often under load.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
/** More Node flags for the servers, for a closer look (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`). */
const EXTRA_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

/**
 * Starts target-process.ts (`kind` on `databaseUrl`, none for `no-database`; `env` added) and
 * waits until it listens.
 */
export async function spawnTarget(
  kind: 'bare' | 'chatgate' | 'no-database',
  databaseUrl = '',
  env: Record<string, string> = {},
): Promise<SpawnedTarget> {
  const child = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...EXTRA_FLAGS,
      '--import',
      'tsx',
      SCRIPT,
      kind,
      ...(databaseUrl ? [databaseUrl] : []),
    ],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code}) before listening`)));
  });
  const url = await ready;
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
