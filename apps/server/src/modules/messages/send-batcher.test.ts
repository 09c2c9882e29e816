import { GenericMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { createSendBatcher } from './send-batcher';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '100000', API_RATE_BURST: '100000' });
});
afterAll(() => ctx.close());

const text = (to: string, body: string) => ({ kind: 'text' as const, to, body });

describe('group commit of send calls', () => {
  it('commits 300 concurrent sends of two tokens: distinct ids, gap-free event numbers in queue order', async () => {
    const a = await linkedToken(ctx, 1, '919800006001');
    const b = await linkedToken(ctx, 2, '919800006002');
    const calls = Array.from({ length: 300 }, (_, i) =>
      (i % 3 === 0 ? b : a).call('POST', '/send/text', { to: '919812345678', body: `m${i}` }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 202));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(300);
    // Time-ordered (version 7) ids: each message's key goes at the end of the index.
    expect(new Set(answers.map((r) => (r.json().id as string)[14]))).toEqual(new Set(['7']));

    for (const token of [a, b]) {
      const rows = (
        await ctx.db.execute<{ seq: string; id: string; queue_seq: string }>(sql`
          select e.seq, m.id, m.queue_seq from instance_events e
          join messages m on m.id = (e.data->>'id')::uuid
          where e.instance_id = ${token.insid} and e.type = 'message.status' and e.data->>'status' = 'queued'
          order by e.seq`)
      ).rows;
      expect(rows.length).toBe(token === a ? 200 : 100);
      const seqs = rows.map((r) => Number(r.seq));
      const allSeqs = (
        await ctx.db.execute<{ seq: string }>(
          sql`select seq from instance_events where instance_id = ${token.insid} order by seq`,
        )
      ).rows.map((r) => Number(r.seq));
      expect(allSeqs).toEqual(allSeqs.map((_, i) => i + 1));
      const queueOrder = rows.map((r) => Number(r.queue_seq));
      expect(queueOrder).toEqual([...queueOrder].sort((x, y) => x - y));
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    }
  });

  it('keeps a bad message from failing the others committed with it', async () => {
    const a = await linkedToken(ctx, 3, '919800006003');
    const batcher = createSendBatcher(ctx.runtime);
    const results = await Promise.allSettled([
      batcher.submit({ insid: a.insid, content: text('919812345678', 'one'), validitySeconds: null }),
      // PostgreSQL refuses NUL in text: this row fails the batch and is then tried alone.
      batcher.submit({ insid: a.insid, content: text('919812345678', 'bad\u0000'), validitySeconds: null }),
      batcher.submit({ insid: 'no-such-token', content: text('919812345678', 'x'), validitySeconds: null }),
      batcher.submit({ insid: a.insid, content: text('919812345678', 'three'), validitySeconds: null }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const ids = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[2]).toBeNull();
    const stored = await ctx.db.execute<{ body: string }>(
      sql`select body from messages where instance_id = ${a.insid} order by queue_seq`,
    );
    expect(stored.rows.map((r) => r.body)).toEqual(['one', 'three']);
  });

  it('refuses a NUL character in a JSON body with 400 before anything is stored', async () => {
    const a = await linkedToken(ctx, 4, '919800006004');
    const res = await a.call('POST', '/send/text', { to: '919812345678', body: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(GenericMessages.nulCharacter);
  });

  it('refuses a lone surrogate in a JSON body with 400, and takes a whole pair', async () => {
    const a = await linkedToken(ctx, 5, '919800006005');
    for (const name of ['\udfff\ud800', 'x\ud800', '\udc00y']) {
      const res = await a.call('POST', '/send/contact', { to: '919812345678', name, phone: '919811199999' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(GenericMessages.loneSurrogate);
    }
    const pair = await a.call('POST', '/send/text', { to: '919812345678', body: 'smile \ud83d\ude00' });
    expect(pair.statusCode).toBe(202);
  });
});
