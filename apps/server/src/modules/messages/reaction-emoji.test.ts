import { MessagingMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

describe('POST /send/reaction', () => {
  it('takes one emoji, skin tones, flags, keycaps and joined emoji included; refuses anything else with 400 in words', async () => {
    const a = await linkedToken(ctx, 'react-one', '919800003001');
    const to = '919800003101';
    const messageId = (await a.call('POST', '/send/text', { to, body: 'react to me' })).json().id;
    const react = (emoji: unknown) => a.call('POST', '/send/reaction', { to, messageId, emoji });
    for (const emoji of ['👍', '❤️', '👍🏽', '🇮🇳', '1️⃣', '👨‍👩‍👧'])
      expect((await react(emoji)).statusCode, emoji).toBe(202);
    for (const emoji of ['abc', 'a', '👍👍', ':)', ' ', 42]) {
      const res = await react(emoji);
      expect([emoji, res.statusCode, res.json().message]).toEqual([
        emoji,
        400,
        MessagingMessages.emojiInvalid,
      ]);
    }
    const missing = await a.call('POST', '/send/reaction', { to, messageId });
    expect([missing.statusCode, missing.json().message]).toEqual([400, MessagingMessages.emojiRequired]);
  });

  it('removes the reaction with an empty emoji, which the engine sends like any reaction', async () => {
    const a = await linkedToken(ctx, 'react-remove', '919800003002');
    const to = '919800003102';
    const messageId = (await a.call('POST', '/send/text', { to, body: 'react to me' })).json().id;
    expect((await a.call('POST', '/send/reaction', { to, messageId, emoji: '👍' })).statusCode).toBe(202);
    const removed = await a.call('POST', '/send/reaction', { to, messageId, emoji: '' });
    expect(removed.statusCode, removed.body).toBe(202);
    const id = removed.json().id;
    await expect
      .poll(async () => (await ctx.db.execute(sql`select status from messages where id = ${id}`)).rows[0])
      .toEqual({ status: 'read' });
    const [row] = (
      await ctx.db.execute<{ body: string; payload: { emoji: string; messageId: string } }>(
        sql`select body, payload from messages where id = ${id}`,
      )
    ).rows;
    expect(row).toMatchObject({ body: '[reaction removed]', payload: { emoji: '', messageId } });
  });
});
