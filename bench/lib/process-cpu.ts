import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The ids of the running processes whose command name is `name` (e.g. every PostgreSQL backend). */
export function pidsNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** CPU seconds used by `pids` and by every process named `name`, between `start()` and `stop()`. */
export function cpuMeter(pids: number[], name: string) {
  const snapshot = () => {
    const byPid = new Map<number, number>();
    for (const pid of [...pids, ...pidsNamed(name)]) byPid.set(pid, cpuSecondsOf(pid));
    return byPid;
  };
  let before = new Map<number, number>();
  return {
    start() {
      before = snapshot();
    },
    /** Seconds used by `pids` (together) and by the `name` processes (together). */
    stop(): { own: number; named: number } {
      const after = snapshot();
      let own = 0;
      let named = 0;
      for (const [pid, seconds] of after) {
        const used = seconds - (before.get(pid) ?? 0);
        if (pids.includes(pid)) own += used;
        else named += used;
      }
      return { own, named };
    },
  };
}
