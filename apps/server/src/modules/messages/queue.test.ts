import { MessagingMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import type { OutgoingMessage } from '../../engines/engine';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;

const send = async (token: Token, body: string) => {
  const res = await token.call('POST', '/send/text', { to: '919812345678', body });
  expect(res.statusCode).toBe(202);
  return res.json().id as string;
};

/** A token whose phone was logged out: what it is sent stays queued. */
async function unlinkedToken(n: number, phone: string): Promise<Token> {
  const token = await linkedToken(ctx, n, phone);
  expect((await token.call('POST', '/instance/logout')).statusCode).toBe(200);
  return token;
}

const statusEvents = async (token: Token, id: string) =>
  (await token.call('GET', '/events?after=0&limit=1000'))
    .json()
    .result.filter(
      (e: { type: string; data: { id: string } }) => e.type === 'message.status' && e.data.id === id,
    )
    .map((e: { data: { status: string; error: string | null } }) => [e.data.status, e.data.error]);

describe('GET /queue', () => {
  it('lists the queued messages next to go first, in pages, with the count of all', async () => {
    const a = await unlinkedToken(1, '919800009001');
    const ids = [await send(a, 'q1'), await send(a, 'q2'), await send(a, 'q3')];
    const first = await a.call('GET', '/queue?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(3);
    expect(first.json().result.map((m: { id: string }) => m.id)).toEqual(ids.slice(0, 2));
    expect(first.json().result[0]).toMatchObject({ status: 'queued', body: 'q1', direction: 'out' });
    const rest = (await a.call('GET', `/queue?limit=2&cursor=${first.json().nextCursor}`)).json();
    expect(rest.result.map((m: { id: string }) => m.id)).toEqual(ids.slice(2));
    expect(rest.nextCursor).toBeNull();
    const whole = (await a.call('GET', '/queue?limit=3')).json();
    expect([whole.result.length, whole.nextCursor]).toEqual([3, null]);
  });

  it('shows only the calling token’s queue, and needs its key', async () => {
    const a = await unlinkedToken(2, '919800009002');
    const b = await unlinkedToken(3, '919800009003');
    await send(a, 'mine');
    expect((await b.call('GET', '/queue')).json()).toEqual({ count: 0, result: [], nextCursor: null });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/queue' });
    expect(anonymous.statusCode).toBe(401);
    const badLimit = await a.call('GET', '/queue?limit=0');
    expect(badLimit.statusCode).toBe(400);
    // zod's own message names the field it is about.
    expect(badLimit.json().message).toBe('limit must be at least 1');
  });

  it('refuses a cursor it did not hand out, rather than starting the list again', async () => {
    const a = await unlinkedToken(13, '919800009013');
    await send(a, 'one');
    for (const path of ['/queue', '/messages'])
      for (const cursor of ['zz', '-1', '1e3', '1234567890123456']) {
        const res = await a.call('GET', `${path}?cursor=${cursor}`);
        expect([res.statusCode, res.json().message], `${path} ${cursor}`).toEqual([
          400,
          MessagingMessages.cursorInvalid,
        ]);
      }
  });
});

describe('DELETE /messages/{id}', () => {
  it('fails a queued message as "cancelled", with its event, and never sends it', async () => {
    const a = await unlinkedToken(4, '919800009004');
    const id = await send(a, 'changed my mind');
    const res = await a.call('DELETE', `/messages/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'failed', error: 'cancelled' });
    expect(await statusEvents(a, id)).toEqual([
      ['queued', null],
      ['failed', 'cancelled'],
    ]);
    expect((await a.call('GET', '/queue')).json().count).toBe(0);

    const again = await a.call('DELETE', `/messages/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MessagingMessages.cannotCancel);
  });

  // A sent one is deleted for everyone instead (message-changes.test.ts).
  it('answers 404 for another token’s or a malformed id', async () => {
    const a = await linkedToken(ctx, 5, '919800009005');
    const b = await unlinkedToken(6, '919800009006');

    const theirs = await send(b, 'not yours');
    const foreign = await a.call('DELETE', `/messages/${theirs}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MessagingMessages.messageNotFound);
    expect((await b.call('GET', `/messages/${theirs}`)).json().status).toBe('queued');
    expect((await a.call('DELETE', '/messages/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('DELETE /queue', () => {
  it('cancels everything queued, each with its event, and nothing of another token', async () => {
    const a = await unlinkedToken(7, '919800009007');
    const b = await unlinkedToken(8, '919800009008');
    const ids = await Promise.all(Array.from({ length: 25 }, (_, i) => send(a, `bulk ${i}`)));
    const kept = await send(b, 'still queued');
    const res = await a.call('DELETE', '/queue');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cancelled: 25 });
    expect((await a.call('GET', '/queue')).json().count).toBe(0);
    const events = (await a.call('GET', '/events?after=0&limit=1000')).json().result;
    const cancelled = events.filter(
      (e: { data: { status?: string; error?: string } }) =>
        e.data.status === 'failed' && e.data.error === 'cancelled',
    );
    expect(new Set(cancelled.map((e: { data: { id: string } }) => e.data.id))).toEqual(new Set(ids));
    expect((await b.call('GET', `/messages/${kept}`)).json().status).toBe('queued');
    expect((await a.call('DELETE', '/queue')).json()).toEqual({ cancelled: 0 });
  });
});

describe('the dashboard’s queue calls', () => {
  it('list and cancel by session, for the user’s own tokens only', async () => {
    const a = await unlinkedToken(11, '919800009011');
    const b = await unlinkedToken(12, '919800009012');
    const ids = [await send(a, 'd1'), await send(a, 'd2'), await send(a, 'd3')];
    const listed = await a.dash.get(`/dash/wa/queue?insid=${a.insid}&limit=10`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result.map((m: { id: string }) => m.id)).toEqual(ids);

    const one = await a.dash.delete(`/dash/wa/queue/${ids[0]}?insid=${a.insid}`);
    expect(one.json()).toMatchObject({ id: ids[0], status: 'failed', error: 'cancelled' });
    expect((await a.dash.delete(`/dash/wa/queue?insid=${a.insid}`)).json()).toEqual({ cancelled: 2 });

    const theirs = await send(b, 'not yours');
    expect((await a.dash.get(`/dash/wa/queue?insid=${b.insid}`)).statusCode).toBe(404);
    expect((await a.dash.delete(`/dash/wa/queue?insid=${b.insid}`)).statusCode).toBe(404);
    expect((await a.dash.delete(`/dash/wa/queue/${theirs}?insid=${a.insid}`)).statusCode).toBe(404);
    expect((await a.dash.get('/dash/wa/queue')).statusCode).toBe(400);
    expect((await b.call('GET', `/messages/${theirs}`)).json().status).toBe('queued');
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/dash/wa/queue?insid=${a.insid}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('cancelling while the sender sends', () => {
  it('leaves the message being handed to the engine alone and never sends the ones cancelled', async () => {
    const a = await linkedToken(ctx, 9, '919800009009');
    const engine = ctx.engine;
    const sendMany = engine.sendMany?.bind(engine);
    if (!sendMany) throw new Error('the sandbox engine sends in bursts');
    let entered!: () => void;
    const inEngine = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handedOver: string[] = [];
    const spy = vi
      .spyOn(engine, 'sendMany')
      .mockImplementation(async (insid: string, batch: OutgoingMessage[]) => {
        if (insid === a.insid) {
          handedOver.push(...batch.map((m) => m.id));
          entered();
          await gate;
        }
        return sendMany(insid, batch);
      });
    try {
      const first = await send(a, 'on its way');
      await inEngine;
      const later = [await send(a, 'later 1'), await send(a, 'later 2')];
      expect((await a.call('GET', '/queue')).json().count).toBe(3);

      const tooLate = await a.call('DELETE', `/messages/${first}`);
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().message).toBe(MessagingMessages.cancelTooLate);
      expect((await a.call('DELETE', '/queue')).json()).toEqual({ cancelled: 2 });

      release();
      await expect.poll(async () => (await a.call('GET', `/messages/${first}`)).json().status).toBe('read');
      for (const id of later) {
        expect((await a.call('GET', `/messages/${id}`)).json()).toMatchObject({
          status: 'failed',
          error: 'cancelled',
        });
      }
      expect(handedOver).toEqual([first]);
    } finally {
      release();
      spy.mockRestore();
    }
  });
});

describe('a claim left behind', () => {
  it('by a step that broke off is released once older than any send, when the sender next looks', async () => {
    const a = await unlinkedToken(10, '919800009010');
    const id = await send(a, 'claimed before a crash');
    await ctx.db.execute(sql`update messages set claimed_at = now() where id = ${id}`);
    expect((await a.call('DELETE', `/messages/${id}`)).statusCode).toBe(409);
    // A claim a few minutes old may still be another process's send in progress: it stays.
    await ctx.db.execute(sql`update messages set claimed_at = now() - interval '4 minutes' where id = ${id}`);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await a.call('DELETE', `/messages/${id}`)).statusCode).toBe(409);
    await ctx.db.execute(sql`update messages set claimed_at = now() - interval '6 minutes' where id = ${id}`);
    // The token is not connected: its sender looks again within 5 s, and sends nothing.
    await expect
      .poll(async () => (await a.call('DELETE', `/messages/${id}`)).statusCode, {
        timeout: 8_000,
        interval: 250,
      })
      .toBe(200);
  });
});
