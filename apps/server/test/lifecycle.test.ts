import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBuiltSite } from './built-site';
import { freePort, spawnServer } from './spawn-server';
import { createTestDatabase } from './test-database';

const dirs: string[] = [];
const servers: Array<Awaited<ReturnType<typeof spawnServer>>> = [];
afterAll(async () => {
  // A failed test leaves its server running: stop it (and its PostgreSQL) before its data goes.
  for (const server of servers) {
    if (server.child.exitCode !== null) continue;
    server.child.kill('SIGTERM');
    await server.exited;
  }
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** As `npm start` runs the server: no DATABASE_URL, so PostgreSQL is embedded in a new data dir. */
async function asNpmStartRunsIt() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chatgate-life-'));
  dirs.push(dataDir);
  await chmod(dataDir, 0o755);
  const env = {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
  };
  return { dataDir, env };
}

describe('npm start lifecycle (embedded PostgreSQL)', () => {
  it('prints the admin sign-in once, stops cleanly on SIGTERM and SIGINT, and keeps the data', async () => {
    const { dataDir, env } = await asNpmStartRunsIt();

    const first = await spawnServer(env);
    servers.push(first);
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
    servers.push(second);
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

  it('stops in order on a terminal Ctrl-C, which signals the whole process group', async () => {
    const { dataDir, env } = await asNpmStartRunsIt();
    const server = await spawnServer(env, { processGroup: true });
    servers.push(server);
    const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ctrl C',
        username: 'ctrlc',
        email: 'ctrlc@example.com',
        password: 'Str0ng!pass',
      }),
    });
    expect(signup.status).toBe(201);

    process.kill(-(server.child.pid as number), 'SIGINT');
    expect(await server.exited).toBe(0);
    // PostgreSQL, in a session of its own, did not get the Ctrl-C: the server stopped it last,
    // after its own work, so nothing logged a failure on the way out.
    expect(server.output()).not.toMatch(/failed|terminating connection|ECONNREFUSED/i);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);

  it('restarts the embedded PostgreSQL when it is killed, keeping what was committed', async () => {
    const { dataDir, env } = await asNpmStartRunsIt();
    const server = await spawnServer(env);
    servers.push(server);
    const user = {
      name: 'Kept',
      username: 'survivor',
      email: 'survivor@example.com',
      mobile: '',
      password: 'Str0ng!pass',
    };
    const post = (route: string, body: object) =>
      fetch(`${server.url}/api/v1${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/auth/signup', user)).status).toBe(201);

    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postgresPid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    process.kill(postgresPid, 'SIGKILL');
    const health = () =>
      fetch(`${server.url}/api/v1/health`)
        .then((r) => r.status)
        .catch(() => 0);
    await expect.poll(health, { timeout: 5_000, interval: 100 }).toBe(503);
    await expect.poll(health, { timeout: 60_000, interval: 250 }).toBe(200);
    expect(Number((await readFile(pidFile, 'utf8')).split('\n')[0])).not.toBe(postgresPid);
    expect(server.output()).toContain('The embedded PostgreSQL stopped unexpectedly; restarting it');

    expect((await post('/auth/login', { username: 'survivor', password: user.password })).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
  }, 180_000);

  it('starts when the embedded PostgreSQL’s port is taken, on another port, and says so', async () => {
    const { env } = await asNpmStartRunsIt();
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(Number(env.EMBEDDED_PG_PORT), '127.0.0.1', resolve));
    try {
      const server = await spawnServer(env);
      servers.push(server);
      expect(server.output()).toMatch(
        new RegExp(
          `Port ${env.EMBEDDED_PG_PORT} is taken: the embedded PostgreSQL listens on 127\\.0\\.0\\.1:\\d+ instead`,
        ),
      );
      expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 180_000);
});

describe('a start that cannot finish', () => {
  it('exits at once with its reason instead of hanging (a web build whose shell has no #root)', async () => {
    const site = await writeBuiltSite({ shell: '<!doctype html><title>Broken build</title>' });
    const db = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chatgate-life-'));
    dirs.push(dataDir, site.dir);
    try {
      const started = Date.now();
      await expect(
        spawnServer({ WEB_DIST: site.dir, DATABASE_URL: db.url, DATA_DIR: dataDir }),
      ).rejects.toThrow(/Chatgate could not start[\s\S]*spa\.html has no <div id="root"><\/div>/);
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      await db.drop();
    }
  }, 120_000);
});
