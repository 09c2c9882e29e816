import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './spawn-server';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

/** Runs `main.ts` the way `npm start` does, with embedded PostgreSQL in dataDir. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, DATABASE_URL: '', WEB_DIST: '/nonexistent', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { child, output: () => output };
}

async function waitForHealth(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/v1/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('npm start lifecycle (embedded PostgreSQL)', () => {
  it('prints the admin sign-in once, stops cleanly on SIGTERM and SIGINT, and keeps the data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chatgate-life-'));
    dirs.push(dataDir);
    await chmod(dataDir, 0o755);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(await freePort()) };
    const url = `http://127.0.0.1:${port}`;

    const first = startMain(env);
    await waitForHealth(url);
    expect(first.output()).toMatch(/Admin account created\. Sign in as "admin" with password \S+/);
    const user = {
      name: 'Kept User',
      username: 'kept',
      email: 'kept@example.com',
      mobile: '',
      password: 'Str0ng!pass',
    };
    const signup = await fetch(`${url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(signup.status).toBe(201);

    const firstExit = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await firstExit).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = startMain(env);
    await waitForHealth(url);
    expect(second.output()).not.toContain('Admin account created');
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'kept', password: user.password }),
    });
    expect(login.status).toBe(200);
    const secondExit = exitOf(second.child);
    second.child.kill('SIGINT');
    expect(await secondExit).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
