import { readdirSync, readFileSync } from 'node:fs';

/** The parent pid of `pid` from /proc (Linux), or null once it is gone. */
function parentOf(pid: number): number | null {
  try {
    // The command name (in parentheses) may hold spaces: the fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  } catch {
    return null;
  }
}

/** The pids whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => parentOf(child) === pid);
}

/** Sends `signal` to `pid`, then to each of its children (one that ended meanwhile is skipped). */
export function signalWithChildren(pid: number, signal: NodeJS.Signals): void {
  process.kill(pid, signal);
  for (const child of childrenOf(pid)) {
    try {
      process.kill(child, signal);
    } catch {
      // Ended between the listing and the signal.
    }
  }
}
