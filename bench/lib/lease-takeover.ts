import type pg from 'pg';

/** The session host id (`host:pid:random`) process `pid` beats under, once its first beat is in. */
export async function hostIdOf(pool: pg.Pool, pid: number, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ id: string }>('select id from worker_processes where id like $1', [
      `%:${pid}:%`,
    ]);
    if (rows[0]) return rows[0].id;
    if (Date.now() > deadline) throw new Error(`process ${pid} never beat in worker_processes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many tokens' leases `owner` holds. */
export async function leasesHeld(pool: pg.Pool, owner: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    'select count(*)::int as n from session_leases where owner = $1',
    [owner],
  );
  return rows[0]?.n ?? 0;
}

/** Polls until `owner` holds `count` leases; false when `timeoutMs` passed first. */
export async function untilHolding(
  pool: pg.Pool,
  owner: string,
  count: number,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while ((await leasesHeld(pool, owner)) < count) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}
