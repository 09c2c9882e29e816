import { SEND_DELAYS_REVERSED } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { linkedToken } from '../../test/linked-token';
import { recordStatements } from '../../test/statement-recorder';
import { connectDatabase } from '../db/client';
import { createMediaStore } from '../modules/media/media-store';
import { enqueueMany } from '../modules/messages/outbound-queue.service';
import { OutboundSender } from './outbound-sender';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;

const rowsOf = async (ids: string[]) =>
  (
    await ctx.db.execute<{
      id: string;
      status: string;
      error: string | null;
      sent_at: string | null;
      send_after: string;
    }>(
      sql`select id, status, error, sent_at, send_after from messages where id in ${sql`(${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`}`,
    )
  ).rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));

const send = async (token: Token, to: string, body: string) => {
  const res = await token.call('POST', '/send/text', { to, body });
  expect(res.statusCode).toBe(202);
  return res.json().id as string;
};

const settings = (token: Token, body: object) => token.call('PUT', '/instance/settings', body);

describe('sending settings per token', () => {
  it('shows the server defaults, takes values of its own, and goes back to a default on null', async () => {
    const a = await linkedToken(ctx, 1, '919800007001');
    const initial = await a.call('GET', '/instance/settings');
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({
      settings: {
        sendDelayMinMs: 0,
        sendDelayMaxMs: 0,
        perContactHourlyLimit: 0,
        messageValiditySeconds: 86400,
        rejectCalls: false,
        callRejectMessage: '',
      },
      custom: {
        sendDelayMinMs: false,
        sendDelayMaxMs: false,
        perContactHourlyLimit: false,
        messageValiditySeconds: false,
      },
    });
    const saved = await settings(a, {
      sendDelayMinMs: 30_000,
      sendDelayMaxMs: 60_000,
      perContactHourlyLimit: 4,
    });
    expect(saved.json().settings).toMatchObject({
      sendDelayMinMs: 30_000,
      sendDelayMaxMs: 60_000,
      perContactHourlyLimit: 4,
    });
    expect(saved.json().custom.perContactHourlyLimit).toBe(true);
    const reset = await settings(a, { perContactHourlyLimit: null });
    expect(reset.json().settings.perContactHourlyLimit).toBe(0);
    expect(reset.json().custom).toMatchObject({ perContactHourlyLimit: false, sendDelayMinMs: true });

    // The dashboard reads the same settings by session, for its own tokens only.
    expect((await a.dash.get(`/dash/wa/settings?insid=${a.insid}`)).json().settings.sendDelayMinMs).toBe(
      30_000,
    );
    const b = await linkedToken(ctx, 2, '919800007002');
    expect((await b.dash.get(`/dash/wa/settings?insid=${a.insid}`)).statusCode).toBe(404);
  });

  it('refuses bad values with 400 and the reason, and a call without a key with 401', async () => {
    const a = await linkedToken(ctx, 3, '919800007003');
    const reversed = await settings(a, { sendDelayMinMs: 5000, sendDelayMaxMs: 1000 });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain(SEND_DELAYS_REVERSED);
    // A maximum alone is checked against the minimum the token already has, and changes nothing.
    expect((await settings(a, { sendDelayMinMs: 30_000 })).statusCode).toBe(200);
    const below = await settings(a, { sendDelayMaxMs: 1000 });
    expect([below.statusCode, below.json().message]).toEqual([400, SEND_DELAYS_REVERSED]);
    const kept = (await a.call('GET', '/instance/settings')).json();
    expect(kept).toMatchObject({ settings: { sendDelayMinMs: 30_000 }, custom: { sendDelayMaxMs: false } });
    expect((await settings(a, { perContactHourlyLimit: -1 })).statusCode).toBe(400);
    expect((await settings(a, { sendDelayMinMs: 'slow' })).statusCode).toBe(400);
    expect((await settings(a, { unknown: 1 })).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/instance/settings' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('paced sending', () => {
  // sent_at is stamped when the status is stored, a few ms after the send itself: hence 400 of 500.
  it('leaves the token gap between sends', async () => {
    const a = await linkedToken(ctx, 4, '919800007004');
    await settings(a, { sendDelayMinMs: 500, sendDelayMaxMs: 500 });
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push(await send(a, '919812340001', `gap ${n}`));
    await expect.poll(async () => (await rowsOf(ids)).every((r) => r.sent_at), { timeout: 5000 }).toBe(true);
    const [first = 0, second = 0, third = 0] = (await rowsOf(ids)).map((r) =>
      new Date(r.sent_at as string).getTime(),
    );
    expect(second - first).toBeGreaterThanOrEqual(400);
    expect(third - second).toBeGreaterThanOrEqual(400);
  });

  it('holds a contact past its hourly limit, in order, while other contacts go on', async () => {
    const a = await linkedToken(ctx, 5, '919800007005');
    await settings(a, { perContactHourlyLimit: 2, messageValiditySeconds: 5 });
    const toX = [await send(a, '919812340002', 'x1'), await send(a, '919812340002', 'x2')];
    const held = [await send(a, '919812340002', 'x3'), await send(a, '919812340002', 'x4')];
    const toY = await send(a, '919812340003', 'y1');
    await expect
      .poll(async () => (await rowsOf([...toX, toY])).every((r) => r.sent_at), { timeout: 5000 })
      .toBe(true);
    const [firstX] = await rowsOf(toX);
    const heldRows = await rowsOf(held);
    expect(heldRows.map((r) => r.status)).toEqual(['queued', 'queued']);
    for (const row of heldRows) {
      expect(new Date(row.send_after).getTime()).toBe(
        new Date(firstX?.sent_at as string).getTime() + 3_600_000,
      );
    }
    // Held messages still lapse at their own validity, not when the hold ends.
    await expect
      .poll(async () => (await rowsOf(held)).map((r) => [r.status, r.error]), { timeout: 10_000 })
      .toEqual([
        ['failed', 'expired'],
        ['failed', 'expired'],
      ]);
  });

  // The second message's validity (4 s) ends before the gap after the first one does: short, it
  // fails when the gap ends instead of going late; long, it fails when its validity ends. The
  // first must go within its 4 s, which a loaded machine (a full suite beside benches) can take
  // more than 2 s of.
  it.each([
    ['a gap of 6 s', 6, 6000],
    ['a gap of 60 s', 8, 60_000],
  ])(
    'fails a message that waited past its validity as "expired" instead of sending it late (%s)',
    async (_, n, gap) => {
      const a = await linkedToken(ctx, n, `91980000700${n}`);
      await settings(a, { sendDelayMinMs: gap, sendDelayMaxMs: gap, messageValiditySeconds: 4 });
      const first = await send(a, '919812340004', 'on time');
      const late = await send(a, '919812340004', 'too late');
      await expect
        .poll(async () => (await rowsOf([first, late])).map((r) => [r.status, r.error]), {
          timeout: 15_000,
        })
        .toEqual([
          ['read', null],
          ['failed', 'expired'],
        ]);
    },
  );
});

describe('a token past its validTill', () => {
  it('keeps its queued messages from the engine until it is renewed', async () => {
    const a = await linkedToken(ctx, 10, '919800007010');
    await ctx.db.execute(
      sql`update instances set valid_till = now() - interval '1 second' where id = ${a.insid}`,
    );
    const { ids, deliveries } = await enqueueMany(ctx.db, [
      {
        insid: a.insid,
        content: { kind: 'text', to: '919812340010', body: 'after the end' },
        validitySeconds: null,
      },
    ]);
    ctx.runtime.wakeUps.messagesQueued([a.insid], deliveries);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await rowsOf(ids as string[])).map((r) => r.status)).toEqual(['queued']);

    await ctx.db.execute(
      sql`update instances set trial = false, status = 'Active', valid_till = now() + interval '30 days' where id = ${a.insid}`,
    );
    await expect
      .poll(async () => (await rowsOf(ids as string[])).map((r) => r.status), { timeout: 10_000 })
      .toEqual(['read']);
  });
});

describe('unpaced sending', () => {
  it('hands a long queue to the simulator in bursts: in order, with a few statements per burst', async () => {
    const a = await linkedToken(ctx, 7, '919800007007');
    const queued = Array.from({ length: 200 }, (_, i) => ({
      insid: a.insid,
      content: { kind: 'text' as const, to: `9198123400${i % 7}1`, body: `n${i}` },
      validitySeconds: null,
    }));
    const sentOrder: string[] = [];
    ctx.engine.on('status', (e) => e.insid === a.insid && e.status === 'sent' && sentOrder.push(e.messageId));
    const statements = recordStatements(ctx.db);
    try {
      const { ids, deliveries } = await enqueueMany(ctx.db, queued);
      ctx.runtime.wakeUps.messagesQueued([a.insid], deliveries);
      await expect
        .poll(async () => (await rowsOf(ids as string[])).every((r) => r.status === 'read'), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(sentOrder).toEqual(ids);
      // Sending one at a time took four per message, and one per receipt.
      expect(statements.matching(/\bsim_/).length).toBeLessThan(queued.length / 5);
    } finally {
      statements.stop();
    }
  });
});

describe('a database outage', () => {
  it('is logged once while every poll fails, not four times a second', async () => {
    // Port 1 refuses at once: each 250 ms poll fails as it would while PostgreSQL is down.
    const down = connectDatabase('postgres://chatgate@127.0.0.1:1/chatgate', 2);
    const errors: string[] = [];
    const sender = new OutboundSender(
      { ...ctx.runtime, db: down.db },
      ctx.config.pacing,
      createMediaStore(ctx.config.mediaDir),
      { error: (_obj, msg) => errors.push(msg) },
    );
    sender.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
    } finally {
      await sender.stop();
      await down.close();
    }
    expect(errors).toEqual(['outbound sends wait for the database']);
  });
});

describe('a flood of accepted sends', () => {
  const sentWithin = async (ids: string[]) => {
    const started = Date.now();
    await expect
      .poll(async () => (await rowsOf(ids))[0]?.status, { timeout: 5000, interval: 5 })
      .not.toBe('queued');
    return Date.now() - started;
  };

  it('makes each step wait up to 500 ms while it lasts, and the queue still drains', async () => {
    const a = await linkedToken(ctx, 9, '919800007009');
    const { intake } = ctx.runtime;
    // 10 sends every 10 ms: 1,000 a second, for as long as it lasts.
    const flood = setInterval(() => intake.record(10), 10);
    try {
      intake.record(100);
      expect(await sentWithin([await send(a, '919812340009', 'during a flood')])).toBeGreaterThanOrEqual(400);
    } finally {
      clearInterval(flood);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await sentWithin([await send(a, '919812340009', 'after the flood')])).toBeLessThan(80);
  });
});
