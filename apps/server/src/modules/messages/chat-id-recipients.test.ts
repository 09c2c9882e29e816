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

const remoteOf = async (id: string) =>
  (await ctx.db.execute<{ remote: string }>(sql`select remote from messages where id = ${id}`)).rows[0]
    ?.remote;

describe('recipients as Green-API and WAHA name them', () => {
  it('takes a person chat id (…@c.us, …@s.whatsapp.net) as its number, by to or chatId, on every send', async () => {
    const a = await linkedToken(ctx, 'chatid-send', '919800004001');
    const number = '919876543210';
    const sends: Array<[string, object]> = [
      ['/send/text', { to: `${number}@c.us`, body: 'to as a chat id' }],
      ['/send/text', { chatId: `${number}@c.us`, message: 'Green-API style' }],
      ['/send/text', { chatId: `${number}@s.whatsapp.net`, body: 'WhatsApp jid' }],
      ['/send/media', { chatId: `${number}@c.us`, media: 'https://example.com/a.pdf' }],
      ['/send/location', { chatId: `${number}@c.us`, latitude: 19.07, longitude: 72.87 }],
      ['/send/contact', { chatId: `${number}@c.us`, contact: { name: 'Asha', phone: '919800000555' } }],
    ];
    const ids: string[] = [];
    for (const [path, body] of sends) {
      const res = await a.call('POST', path, body);
      expect([path, res.statusCode, res.body]).toEqual([path, 202, res.body]);
      ids.push(res.json().id);
      // Stored under the number: the history, the reply checks and the engines see one chat.
      expect(await remoteOf(res.json().id)).toBe(number);
    }
    const reaction = await a.call('POST', '/send/reaction', {
      chatId: `${number}@c.us`,
      messageId: ids[0],
      emoji: '👍',
    });
    expect(reaction.statusCode, reaction.body).toBe(202);
    const reply = await a.call('POST', '/send/text', {
      to: `${number}@c.us`,
      body: 'reply',
      quotedId: ids[1],
    });
    expect(reply.statusCode, reply.body).toBe(202);
  });

  it('refuses a recipient given twice with different values with 400, naming the conflict', async () => {
    const a = await linkedToken(ctx, 'chatid-conflict', '919800004002');
    const conflicts: Array<[string, object]> = [
      ['/send/text', { to: '919876543210', phone: '919876540000', body: 'which one?' }],
      ['/send/text', { to: '919876543210', chatId: '919876540000@c.us', message: 'which one?' }],
      [
        '/send/media',
        { chatId: '919876543210@c.us', to: '120363012345678901@g.us', media: 'https://e.com/a.pdf' },
      ],
    ];
    for (const [path, body] of conflicts) {
      const res = await a.call('POST', path, body);
      expect([path, res.statusCode, res.json().message]).toEqual([
        path,
        400,
        MessagingMessages.recipientConflict,
      ]);
    }
    // The same recipient by two names is one recipient.
    const same = await a.call('POST', '/send/text', {
      to: '919876543210',
      chatId: '919876543210@c.us',
      body: 'hi',
    });
    expect(same.statusCode, same.body).toBe(202);
    const missing = await a.call('POST', '/send/text', { message: 'to nobody' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, MessagingMessages.toRequired]);
    expect((await a.call('GET', '/messages')).json().result).toHaveLength(1);
  });

  it("refuses a recipient that is not text with 400 and the field's message, on every send, by any name", async () => {
    const a = await linkedToken(ctx, 'chatid-not-text', '919800004004');
    // JSON.parse makes toString an own key that is not a function: String() throws on it.
    const hostile = JSON.parse('{"toString":"x","valueOf":"x"}');
    const sends: Array<[string, object]> = [
      ['/send/text', { to: hostile, body: 'hi' }],
      ['/send/text', { chatId: hostile, message: 'hi' }],
      ['/send/text', { phone: [hostile], message: 'hi', type: 'text' }],
      ['/send/media', { to: hostile, media: 'https://example.com/a.pdf' }],
      ['/send/location', { to: hostile, latitude: 19.07, longitude: 72.87 }],
      ['/send/contact', { to: hostile, contact: { name: 'Asha', phone: '919800000555' } }],
      ['/send/reaction', { to: hostile, messageId: '00000000-0000-4000-8000-000000000000', emoji: '👍' }],
    ];
    for (const [path, body] of sends) {
      const res = await a.call('POST', path, body);
      expect([path, res.statusCode, res.json().message]).toEqual([path, 400, MessagingMessages.toNotText]);
    }
    const twice = await a.call('POST', '/send/text', { to: '919876543210', phone: hostile, body: 'hi' });
    expect([twice.statusCode, twice.json().message]).toEqual([400, MessagingMessages.recipientConflict]);
    expect((await a.call('GET', '/messages')).json().result).toHaveLength(0);
  });

  it('checks a number and marks a chat read by its chat id', async () => {
    const a = await linkedToken(ctx, 'chatid-check', '919800004003');
    const check = await a.call('POST', '/check/checknumberstatus', { number: '919812345678@c.us' });
    expect(check.json()).toEqual({ result: true, message: MessagingMessages.registered });
    const read = await a.call('POST', '/chats/919812345678@c.us/read');
    expect([read.statusCode, read.json()]).toEqual([200, { read: 0 }]);
  });
});
