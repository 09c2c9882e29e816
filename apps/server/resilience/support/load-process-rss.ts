import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * NODE_OPTIONS for a server whose memory is measured: SIGUSR2 then makes it collect garbage
 * (see load-gc-on-signal.cjs). Without that, garbage left by the work being measured moves the
 * RSS by more than the work's own footprint, in either direction.
 */
export const gcOnSignalNodeOptions = (): string =>
  `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(import.meta.dirname, 'load-gc-on-signal.cjs')}`.trim();

/** The resident set size of process `pid` in KiB, from /proc/<pid>/status (Linux). */
export function rssKiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The RSS of a server started with gcOnSignalNodeOptions() once it stops falling: a collection
 * and a reading every second until `windowS` readings in a row lie within 1 MiB (V8 hands freed
 * pages back in steps several seconds apart), or `maxS` passed. Returns the window's median.
 */
export async function settledRssKiB(child: ChildProcess, windowS = 10, maxS = 45): Promise<number> {
  const readings: number[] = [];
  const deadline = Date.now() + maxS * 1000;
  for (;;) {
    child.kill('SIGUSR2');
    await sleep(1000);
    readings.push(rssKiB(child.pid as number));
    const window = readings.slice(-windowS).sort((a, b) => a - b);
    const settled = window.length === windowS && (window.at(-1) as number) - (window[0] as number) <= 1024;
    if (settled || Date.now() > deadline) return window[Math.floor(window.length / 2)] as number;
  }
}
