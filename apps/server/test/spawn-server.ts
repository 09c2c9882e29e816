import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freeLoopbackPort } from '../src/db/loopback-port';
import { UNLIMITED_ADDRESS } from './unlimited-address';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

/** A port on 127.0.0.1 that is free now. */
export const freePort = (): Promise<number> => freeLoopbackPort(0);

/**
 * Runs the real server (`main.ts`) as its own process; resolves once /health answers. With
 * `processGroup`, it leads a process group of its own, as a command started in a terminal does.
 */
export async function spawnServer(env: Record<string, string>, { processGroup = false } = {}) {
  const port = env.PORT ?? String(await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...UNLIMITED_ADDRESS,
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: processGroup,
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`${url}/api/v1/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url, port, child, output: () => output, exited };
}
