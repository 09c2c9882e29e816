import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, sameAccountToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SIM_DELIVERY_DELAY_MS: '0', SIM_READ_DELAY_MS: '0' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;
interface Received {
  id: string;
  body: string;
  quotedId: string | null;
}

/** The message.received event of `t` with this text, once it has come. */
async function received(t: Token, body: string): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(async () => {
      const events = (await t.call('GET', '/events?after=0')).json().result as Array<{
        type: string;
        data: Received;
      }>;
      found = events.find((e) => e.type === 'message.received' && e.data.body === body)?.data;
      return found !== undefined;
    })
    .toBe(true);
  return found as Received;
}

/** What the phone's chat with `peer` shows each message quoting, by text. */
async function quotesOnPhone(t: Token, peer: string) {
  const chats = (await t.dash.get(`/sandbox/phones/${t.phone}`)).json().chats as Array<{
    id: string;
    messages: Array<{ body: string; quoted: { body: string | null } | null }>;
  }>;
  const chat = chats.find((c) => c.id === peer);
  return Object.fromEntries((chat?.messages ?? []).map((m) => [m.body, m.quoted?.body ?? null]));
}

describe('two tokens on sandbox phones', () => {
  it('quote each other’s messages both ways, by the ids each token knows, and their phones show the quotes', async () => {
    const a = await linkedToken(ctx, 'quote-a', '919800008001');
    const b = await sameAccountToken(ctx, a, '919800008002');
    const question = (await a.call('POST', '/send/text', { to: b.phone, body: 'question' })).json().id;

    const inB = await received(b, 'question');
    expect(inB.id).not.toBe(question);
    const answer = await b.call('POST', '/send/text', { to: a.phone, body: 'answer', quotedId: inB.id });
    expect(answer.statusCode, answer.body).toBe(202);
    const inA = await received(a, 'answer');
    expect(inA.quotedId).toBe(question);

    const thanks = await a.call('POST', '/send/text', { to: b.phone, body: 'thanks', quotedId: inA.id });
    expect(thanks.statusCode).toBe(202);
    expect((await received(b, 'thanks')).quotedId).toBe(answer.json().id);
    // A token quoting its own message: the other token gets the id it received that message by.
    await a.call('POST', '/send/text', { to: b.phone, body: 'as I asked', quotedId: question });
    expect((await received(b, 'as I asked')).quotedId).toBe(inB.id);

    await expect
      .poll(() => quotesOnPhone(a, b.phone))
      .toMatchObject({ answer: 'question', thanks: 'answer' });
    await expect
      .poll(() => quotesOnPhone(b, a.phone))
      .toMatchObject({ answer: 'question', thanks: 'answer' });
  });
});
