import { parseLogCursor } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivedMessageData } from '../../../test/event-data';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { startReceiver } from '../../../test/webhook-receiver';
import { appendEvents } from '../events/events.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ WEBHOOK_RETRY_SCALE: '0.0002' });
});
afterAll(() => ctx.close());

describe('GET /api/v1/dash/logs', () => {
  it('shows real API calls, message events and webhook deliveries, filtered by level and paged', async () => {
    const receiver = await startReceiver((n) => ({ status: n === 1 ? 500 : 200 }));
    try {
      const a = await linkedToken(ctx, 1, '919800005001');
      await a.dash.post(`/dash/wa/webhook/test?insid=${a.insid}`); // 404: no webhook yet
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/dash/wa/webhook?insid=${a.insid}`,
        headers: { authorization: a.dash.authorization },
        payload: { url: receiver.url, events: ['message.status'] },
      });
      expect(saved.json().secret).toMatch(/^whsec_/);
      await a.call('POST', '/send/text', { to: '919812345678', body: 'logged' });
      await a.call('POST', '/send/text', { to: '919812345000', body: 'unregistered' });
      const refused = await a.call('POST', '/send/text', { to: 'bad', body: 'x' });
      expect(refused.statusCode).toBe(400);

      await expect
        .poll(async () =>
          (await a.dash.get(`/dash/logs?insid=${a.insid}&level=error`))
            .json()
            .result.map((e: { message: string }) => e.message),
        )
        .toEqual(
          expect.arrayContaining([
            'Message to +919812345000: failed (The number is not registered on WhatsApp.)',
          ]),
        );
      type Line = { type: string; level: string; message: string };
      const lines = async () => (await a.dash.get('/dash/logs?limit=200')).json().result as Line[];
      // The API request log is written in batches a moment after the calls, and the read receipt
      // when the simulator reports it: the page is read once all of them are there.
      const awaited = (found: Line[]) =>
        found.some((e) => e.type === 'api' && e.message.startsWith('POST /api/v1/send/text → 202')) &&
        found.some((e) => e.type === 'api' && e.message.startsWith('POST /api/v1/send/text → 400 (')) &&
        found.some((e) => e.message === 'Message to +919812345678: read');
      await expect.poll(async () => awaited(await lines())).toBe(true);
      const all = await lines();
      expect(
        all.some(
          (e) =>
            e.type === 'api' && e.level === 'info' && e.message.startsWith('POST /api/v1/send/text → 202'),
        ),
      ).toBe(true);
      // A refused call says why, in the words of its answer.
      const refusedLine = all.find(
        (e) => e.type === 'api' && e.message.startsWith('POST /api/v1/send/text → 400 ('),
      );
      expect(refusedLine?.level).toBe('warning');
      expect(refusedLine?.message.endsWith(` ms): ${refused.json().message}`)).toBe(true);
      expect(
        all.some(
          (e) =>
            e.type === 'api' &&
            e.message.startsWith('POST /api/v1/send/text → 202') &&
            e.message.includes(': '),
        ),
      ).toBe(false);
      expect(
        all.some(
          (e) =>
            e.type === 'message' && e.level === 'success' && e.message === 'Message to +919812345678: read',
        ),
      ).toBe(true);
      expect(
        all.some(
          (e) =>
            e.type === 'session' &&
            e.level === 'success' &&
            e.message === 'Session connected (+919800005001)',
        ),
      ).toBe(true);
      await expect
        .poll(async () =>
          (await a.dash.get('/dash/logs?level=success&limit=200'))
            .json()
            .result.some((e: { type: string }) => e.type === 'webhook'),
        )
        .toBe(true);
      const times = all.map((e) => Date.parse((e as unknown as { timestamp: string }).timestamp));
      expect(times).toEqual([...times].sort((x, y) => y - x));

      const page = (await a.dash.get('/dash/logs?limit=3')).json();
      expect(page.result).toHaveLength(3);
      const next = (
        await a.dash.get(`/dash/logs?limit=3&before=${encodeURIComponent(page.nextBefore)}`)
      ).json();
      const cursor = parseLogCursor(page.nextBefore);
      expect(cursor).toEqual({ before: expect.stringMatching(/\.\d{6}Z$/), id: page.result[2].id });
      expect(Date.parse(next.result[0].timestamp)).toBeLessThanOrEqual(Date.parse(cursor?.before ?? ''));
      const ids = new Set([...page.result, ...next.result].map((e: { id: string }) => e.id));
      expect(ids.size).toBe(page.result.length + next.result.length);

      const other = await linkedToken(ctx, 2, '919800005002');
      expect((await other.dash.get(`/dash/logs?insid=${a.insid}`)).statusCode).toBe(404);
      expect(
        (await other.dash.get('/dash/logs'))
          .json()
          .result.every((e: { instance: string }) => e.instance === other.insid),
      ).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('pages through entries made at the same instant without skipping any', async () => {
    const a = await linkedToken(ctx, 5, '919800005005');
    // One statement: the events share one created_at, as a group commit of sends does.
    await appendEvents(
      ctx.db,
      Array.from({ length: 7 }, (_, n) => ({
        insid: a.insid,
        type: 'message.received' as const,
        data: receivedMessageData(a.insid, `same time ${n}`),
      })),
    );
    const url = `/dash/logs?insid=${a.insid}&level=info`;
    const everything = (await a.dash.get(`${url}&limit=200`)).json().result.map((e: { id: string }) => e.id);
    const paged: string[] = [];
    for (let before = ''; ; ) {
      const page = (await a.dash.get(`${url}&limit=2${before}`)).json();
      paged.push(...page.result.map((e: { id: string }) => e.id));
      if (!page.nextBefore) break;
      before = `&before=${encodeURIComponent(page.nextBefore)}`;
    }
    expect(everything.length).toBeGreaterThanOrEqual(7);
    expect(paged).toEqual(everything);
  });

  it('lets the dashboard manage a token webhook: deliveries, replay, and no access to others', async () => {
    const receiver = await startReceiver();
    try {
      const a = await linkedToken(ctx, 3, '919800005003');
      const put = (insid: string, dash = a.dash) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/v1/dash/wa/webhook?insid=${insid}`,
          headers: { authorization: dash.authorization },
          payload: { url: receiver.url, events: ['instance.state'] },
        });
      expect((await put(a.insid)).statusCode).toBe(200);
      expect((await a.dash.post(`/dash/wa/webhook/test?insid=${a.insid}`)).statusCode).toBe(200);
      await expect.poll(() => receiver.received.length).toBe(1);
      const deliveries = (await a.dash.get(`/dash/wa/webhook/deliveries?insid=${a.insid}`)).json().result;
      await expect
        .poll(
          async () =>
            (await a.dash.get(`/dash/wa/webhook/deliveries?insid=${a.insid}`)).json().result[0].status,
        )
        .toBe('succeeded');
      const replay = await a.dash.post(
        `/dash/wa/webhook/deliveries/${deliveries[0].id}/replay?insid=${a.insid}`,
      );
      expect(replay.statusCode).toBe(200);
      await expect.poll(() => receiver.received.length).toBe(2);
      expect((await a.dash.post(`/dash/wa/webhook/secret?insid=${a.insid}`)).json().secret).toMatch(
        /^whsec_/,
      );

      const b = await linkedToken(ctx, 4, '919800005004');
      expect((await put(a.insid, b.dash)).statusCode).toBe(404);
      expect((await b.dash.get(`/dash/wa/webhook/deliveries?insid=${a.insid}`)).statusCode).toBe(404);
    } finally {
      await receiver.close();
    }
  });
});
