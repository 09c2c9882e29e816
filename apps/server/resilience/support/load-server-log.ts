interface LogLine {
  level?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
}

/**
 * The warnings and errors (pino level 40 and up) a server process logged, one short line each:
 * level, message and the root cause of the error it carries.
 */
export function problemsLogged(output: string): string[] {
  const problems: string[] = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: LogLine;
    try {
      entry = JSON.parse(line) as LogLine;
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < 40) continue;
    const cause =
      /caused by: (.*)/.exec(entry.err?.stack ?? '')?.[1] ?? entry.err?.message?.split('\n')[0] ?? '';
    problems.push(`level ${entry.level} ${entry.msg ?? ''}${cause ? `: ${cause}` : ''}`);
  }
  return problems;
}
