import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { type LeaseGuard, leaseIsHeld } from '../../db/lease-guard';
import { SessionHost } from './session-host';

const TOKENS = 6;
const options = { role: 'all' as const, ttlMs: 1_000, renewMs: 200 };
const quiet = { error: () => {}, info: () => {} };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  for (let n = 0; n < TOKENS; n++) await trialToken(ctx, `host${n}`);
});
afterAll(() => ctx.close());

const owners = async () =>
  (
    await ctx.db.execute<{ owner: string | null; n: number }>(
      sql`select owner, count(*)::int as n from session_leases group by owner`,
    )
  ).rows;

const held = (guard: LeaseGuard, insid: string) =>
  ctx.db
    .execute<{ ok: boolean }>(sql`select ${leaseIsHeld(sql`${insid}`, guard)} as ok`)
    .then((r) => r.rows[0]?.ok);

describe('session leases', () => {
  it('spread the tokens evenly over the live processes, each token with exactly one owner', async () => {
    const a = new SessionHost(ctx.db, ctx.engine, options, quiet);
    const b = new SessionHost(ctx.db, ctx.engine, options, quiet);
    await a.start();
    expect(a.owned()).toHaveLength(TOKENS);
    await b.start();
    await expect.poll(() => [a.owned().length, b.owned().length], { timeout: 5_000 }).toEqual([3, 3]);
    expect(a.owned().filter((insid) => b.owns(insid))).toEqual([]);

    // A process that stops hands its tokens over at once.
    await a.stop();
    await expect.poll(() => b.owned().length, { timeout: 5_000 }).toBe(TOKENS);
    expect(await owners()).toEqual([{ owner: b.id, n: TOKENS }]);
    await b.stop();
  });

  it('a dead process loses its tokens after the TTL, and its old fence no longer guards anything', async () => {
    const insid =
      (await ctx.db.execute<{ id: string }>(sql`select id from instances limit 1`)).rows[0]?.id ?? '';
    await ctx.db.execute(sql`insert into worker_processes (id, role) values ('dead', 'all')`);
    await ctx.db.execute(sql`update session_leases set owner = 'dead', fence = fence + 1`);
    const [{ fence } = { fence: 0 }] = (
      await ctx.db.execute<{ fence: number }>(
        sql`select fence from session_leases where instance_id = ${insid}`,
      )
    ).rows;
    const stale: LeaseGuard = { owner: 'dead', fence: Number(fence), freshMs: options.ttlMs };
    expect(await held(stale, insid)).toBe(true);

    // It stops beating: another process takes everything over once the TTL has passed.
    await ctx.db.execute(
      sql`update worker_processes set heartbeat_at = now() - interval '2 seconds' where id = 'dead'`,
    );
    const survivor = new SessionHost(ctx.db, ctx.engine, options, quiet);
    await survivor.start();
    await expect.poll(() => survivor.owned().length, { timeout: 5_000 }).toBe(TOKENS);
    expect(await held(stale, insid)).toBe(false);
    const fresh = survivor.guard(insid);
    expect(fresh?.fence).toBe(Number(fence) + 1);
    expect(await held(fresh as LeaseGuard, insid)).toBe(true);

    // The old owner waking up (same id, new heartbeat) still cannot act with its old fence.
    await ctx.db.execute(sql`insert into worker_processes (id, role) values ('dead', 'all')`);
    expect(await held(stale, insid)).toBe(false);
    await survivor.stop();
  });
});
