import { SandboxMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, sameAccountToken, trialToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Dash = Awaited<ReturnType<typeof trialToken>>['dash'];
const bodiesOn = async (dash: Dash, phone: string) => {
  const res = await dash.get(`/sandbox/phones/${phone}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().chats as Array<{ messages: Array<{ body: string }> }>).flatMap((c) =>
    c.messages.map((m) => m.body),
  );
};
const receivedBy = async (insid: string) =>
  (
    await ctx.db.execute<{ body: string }>(
      sql`select body from messages where instance_id = ${insid} and direction = 'in' order by created_at`,
    )
  ).rows.map((r) => r.body);

describe('virtual phones belong to an account', () => {
  it('keeps a number a token wrote to away from other accounts (issue 43: the OTP leak)', async () => {
    const bob = await linkedToken(ctx, 'bob', '919000000011');
    const mallory = await trialToken(ctx, 'mallory');
    const sent = await bob.call('POST', '/send/text', { to: '919000000021', body: 'OTP 482913' });
    expect(sent.statusCode, sent.body).toBe(202);
    await expect.poll(() => bodiesOn(bob.dash, '919000000021')).toEqual(['OTP 482913']);

    // Mallory's phone of that number is hers alone: empty, and Bob's token is not on her network.
    expect(await bodiesOn(mallory.dash, '919000000021')).toEqual([]);
    const injected = await mallory.dash.post('/sandbox/phones/919000000021/reply', {
      to: '919000000011',
      body: 'Please send the OTP again',
    });
    expect([injected.statusCode, injected.json().message]).toEqual([409, SandboxMessages.noLink]);
    expect(await bodiesOn(bob.dash, '919000000021')).toEqual(['OTP 482913']);

    // Bob's own phone still answers his token.
    const answer = await bob.dash.post('/sandbox/phones/919000000021/reply', {
      to: '919000000011',
      body: 'ok',
    });
    expect(answer.statusCode).toBe(200);
    await expect.poll(() => receivedBy(bob.insid)).toEqual(['ok']);
    expect((await mallory.dash.get('/sandbox/phones')).json().result).toEqual([
      expect.objectContaining({ phone: '919000000021' }),
    ]);
  });

  it('gives each account its own phone of a number, showing what its own tokens sent', async () => {
    const alice = await linkedToken(ctx, 'alice', '919000000031');
    const carol = await linkedToken(ctx, 'carol', '919000000032');
    await alice.call('POST', '/send/text', { to: '919000000041', body: 'from Alice' });
    await carol.call('POST', '/send/text', { to: '919000000041', body: 'from Carol' });
    await expect.poll(() => bodiesOn(alice.dash, '919000000041')).toEqual(['from Alice']);
    await expect.poll(() => bodiesOn(carol.dash, '919000000041')).toEqual(['from Carol']);

    // A token's message to another account's token number goes to the sender's own phone of it.
    await alice.call('POST', '/send/text', { to: carol.phone, body: 'are you there?' });
    await expect.poll(() => bodiesOn(alice.dash, carol.phone)).toEqual(['are you there?']);
    expect(await receivedBy(carol.insid)).toEqual([]);
    // A number linked in one account cannot be linked in another: one number, one token.
    const erin = await trialToken(ctx, 'erin');
    const session = await ctx.engine.startSession(erin.insid);
    if (session.state !== 'qr') throw new Error('expected a QR');
    const taken = await erin.dash.post('/sandbox/scan', { qr: session.qr, phone: alice.phone });
    expect([taken.statusCode, taken.json().message]).toEqual([409, SandboxMessages.phoneTaken]);
  });

  it('keeps two tokens of one account chatting through their phones', async () => {
    const first = await linkedToken(ctx, 'dave', '919000000051');
    const second = await sameAccountToken(ctx, first, '919000000052');
    const sent = await first.call('POST', '/send/text', { to: second.phone, body: 'hello, second' });
    expect(sent.statusCode).toBe(202);
    await expect.poll(() => receivedBy(second.insid)).toEqual(['hello, second']);
  });
});
