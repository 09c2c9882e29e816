import { GenericMessages, MessagingMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { linkedToken } from '../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;

/** POST /send/text with these bytes as its JSON body. */
const sendRaw = (token: Token, payload: Buffer | string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/send/text?insid=${token.insid}`,
    headers: { key: token.apiKey, 'content-type': 'application/json' },
    payload,
  });

const storedBodies = async (token: Token) =>
  (
    await ctx.db.execute<{ body: string }>(
      sql`select body from messages where instance_id = ${token.insid} order by queue_seq`,
    )
  ).rows.map((r) => r.body);

describe('JSON bodies', () => {
  it('refuses bytes that are not UTF-8 with 400 instead of sending U+FFFD', async () => {
    const token = await linkedToken(ctx, 1, '919800007001');
    for (const bytes of [[0xff, 0xfe], [0xc3], [0xed, 0xa0, 0x80]]) {
      const body = Buffer.concat([
        Buffer.from('{"to":"919812345678","body":"a'),
        Buffer.from(bytes),
        Buffer.from('"}'),
      ]);
      const res = await sendRaw(token, body);
      expect(res.statusCode, String(bytes)).toBe(400);
      expect(res.json().message).toBe(GenericMessages.invalidUtf8);
    }
    expect(await storedBodies(token)).toEqual([]);

    const res = await sendRaw(token, Buffer.from('{"to":"919812345678","body":"नमस्ते 😀 ü"}', 'utf8'));
    expect(res.statusCode).toBe(202);
    expect(await storedBodies(token)).toEqual(['नमस्ते 😀 ü']);
  });

  it('refuses a body declared in a charset other than UTF-8 with 415, and accepts utf-8 however it is spelled', async () => {
    const token = await linkedToken(ctx, 4, '919800007004');
    const json = '{"to":"919812345678","body":"ü"}';
    for (const [contentType, payload] of [
      ['application/json; charset=utf-16le', Buffer.from(json, 'utf16le')],
      ['application/json;charset="ISO-8859-1"', Buffer.from(json, 'latin1')],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/send/text?insid=${token.insid}`,
        headers: { key: token.apiKey, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json().message).toBe(GenericMessages.unsupportedCharset);
    }
    expect(await storedBodies(token)).toEqual([]);

    for (const contentType of ['application/json; charset=UTF-8', 'application/json; Charset = "utf8"']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/send/text?insid=${token.insid}`,
        headers: { key: token.apiKey, 'content-type': contentType },
        payload: Buffer.from(json, 'utf8'),
      });
      expect(res.statusCode, contentType).toBe(202);
    }
    expect(await storedBodies(token)).toEqual(['ü', 'ü']);
  });

  it('names a __proto__ or constructor.prototype key as the reason, and still refuses broken JSON as such', async () => {
    const token = await linkedToken(ctx, 2, '919800007002');
    for (const payload of [
      '{"to":"919812345678","body":"x","__proto__":{"a":1}}',
      '{"to":"919812345678","body":"x","constructor":{"prototype":{"a":1}}}',
    ]) {
      const res = await sendRaw(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(GenericMessages.forbiddenJsonKey);
    }
    const broken = await sendRaw(token, '{"to":"919812345678",');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(GenericMessages.invalidJson);
  });

  it('refuses a text of spaces and line breaks alone as a missing body', async () => {
    const token = await linkedToken(ctx, 3, '919800007003');
    for (const body of ['   ', '\n\t ']) {
      const res = await token.call('POST', '/send/text', { to: '919812345678', body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MessagingMessages.bodyRequired);
    }
    expect((await token.call('POST', '/send/text', { to: '919812345678', body: '  hi  ' })).statusCode).toBe(
      202,
    );
  });
});
