import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from './spawn-server';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('npm start lifecycle (embedded PostgreSQL)', () => {
  it('prints the admin sign-in once, stops cleanly on SIGTERM and SIGINT, and keeps the data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chatgate-life-'));
    dirs.push(dataDir);
    await chmod(dataDir, 0o755);
    // As `npm start` runs it: no DATABASE_URL, so PostgreSQL is embedded in dataDir.
    const env = {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
    };

    const first = await spawnServer(env);
    const url = first.url;
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

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await spawnServer(env);
    expect(second.output()).not.toContain('Admin account created');
    const login = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'kept', password: user.password }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
