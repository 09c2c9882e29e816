import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GenericMessages,
  InstanceMessages,
  MAX_MEDIA_URL_LENGTH,
  MessagingMessages,
} from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
let variant = 0;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

const statusOf = async (id: string) =>
  (await ctx.db.execute(sql`select status, error from messages where id = ${id}`)).rows[0] as {
    status: string;
    error: string | null;
  };

describe('authentication of the messaging API', () => {
  it('takes the key header with insid, or a bearer key; refuses missing, wrong and foreign keys', async () => {
    const a = await linkedToken(ctx, 1, '919800001001');
    const b = await linkedToken(ctx, 2, '919800001002');
    const send = (headers: Record<string, string>, query = '') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/send/text${query}`,
        headers,
        payload: { to: '919812345678', body: 'hi' },
      });

    expect((await send({ key: a.apiKey }, `?insid=${a.insid}`)).statusCode).toBe(202);
    expect((await send({ authorization: `Bearer ${a.apiKey}` })).statusCode).toBe(202);
    const missing = await send({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(MessagingMessages.keyRequired);
    const wrong = await send({ key: 'cg_live_nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MessagingMessages.invalidKey);
    const foreign = await send({ key: a.apiKey }, `?insid=${b.insid}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MessagingMessages.wrongToken);
    // Named twice, once as the key's own token, it is still another token's name.
    for (const query of [`?insid=${b.insid}&insid=${a.insid}`, `?insid=${a.insid}&insid=${b.insid}`]) {
      const twice = await send({ key: a.apiKey }, query);
      expect([query, twice.statusCode, twice.json().message]).toEqual([
        query,
        403,
        MessagingMessages.wrongToken,
      ]);
    }
  });

  it('refuses an inactive token with 402', async () => {
    const a = await linkedToken(ctx, 3, '919800001003');
    await ctx.db.execute(
      sql`update instances set trial = false, status = 'Trial Expired' where id = ${a.insid}`,
    );
    const res = await a.call('POST', '/send/text', { to: '919812345678', body: 'hi' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: MessagingMessages.notActive, code: 'TOKEN_NOT_ACTIVE' });
  });
});

describe('sending', () => {
  it('accepts both home-page styles and delivers: queued -> sent -> delivered -> read', async () => {
    const a = await linkedToken(ctx, 4, '919800001004');
    const first = await a.call('POST', '/send/text', { to: '919800001104', body: 'Hello' });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ id: expect.any(String), status: 'queued' });
    const second = await a.call('POST', '/send/text', {
      phone: '919800001104',
      message: 'Hi again',
      type: 'text',
    });
    expect(second.statusCode).toBe(202);
    for (const id of [first.json().id, second.json().id]) {
      await expect.poll(async () => (await statusOf(id)).status).toBe('read');
    }
    const view = await a.call('GET', `/messages/${first.json().id}`);
    expect(view.json()).toMatchObject({
      id: first.json().id,
      direction: 'out',
      chatId: '919800001104',
      body: 'Hello',
      status: 'read',
    });
  });

  it('sends to an unregistered number and ends "failed" with the reason', async () => {
    const a = await linkedToken(ctx, 5, '919800001005');
    const res = await a.call('POST', '/send/text', { to: '919800001000', body: 'anyone?' });
    await expect
      .poll(async () => await statusOf(res.json().id))
      .toEqual({ status: 'failed', error: 'The number is not registered on WhatsApp.' });
  });

  it.each([
    ['no recipient', { body: 'x' }, MessagingMessages.toRequired],
    ['a recipient given as a JSON number', { to: 919812345678, body: 'x' }, MessagingMessages.toNotText],
    ['a + sign', { to: '+919812345678', body: 'x' }, MessagingMessages.toDigits],
    ['a short number', { to: '1234', body: 'x' }, MessagingMessages.toLength],
    ['no body', { to: '919812345678' }, MessagingMessages.bodyRequired],
    ['a 4097-character body', { to: '919812345678', body: 'x'.repeat(4097) }, MessagingMessages.bodyTooLong],
  ])('refuses %s with 400 and the reason', async (_case, payload, message) => {
    const a = await linkedToken(ctx, `v${++variant}`, `91980000200${variant}`);
    const res = await a.call('POST', '/send/text', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  // A number that is not the recipient is named as itself, not as "to".
  it.each([
    ['/send/contact', 'no contact card', { to: '919812345678' }, MessagingMessages.contactRequired],
    [
      '/send/contact',
      'a contact without a name',
      { to: '919812345678', contact: { phone: '919800000555' } },
      MessagingMessages.contactNameRequired,
    ],
    [
      '/send/contact',
      'a contact without a phone',
      { to: '919812345678', contact: { name: 'Asha' } },
      MessagingMessages.contactPhoneRequired,
    ],
    [
      '/send/contact',
      "a contact's phone with a + sign",
      { to: '919812345678', contact: { name: 'Asha', phone: '+919800000555' } },
      MessagingMessages.contactPhoneDigits,
    ],
    ['/check/checknumberstatus', 'no number to check', {}, MessagingMessages.numberRequired],
    [
      '/check/checknumberstatus',
      'a short number to check',
      { number: '1234' },
      MessagingMessages.numberLength,
    ],
  ])('%s refuses %s with 400 and the reason', async (path, _case, payload, message) => {
    const a = await linkedToken(ctx, `n${++variant}`, `9198000030${String(variant).padStart(2, '0')}`);
    const res = await a.call('POST', path, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('sends media by URL or data URL, refuses bad types (415) and big files (413)', async () => {
    const a = await linkedToken(ctx, 6, '919800001006');
    const pngBytes = Buffer.from('fake png');
    const png = `data:image/png;base64,${pngBytes.toString('base64')}`;
    const sent = await a.call('POST', '/send/media', {
      to: '919812345678',
      type: 'image',
      media: png,
      caption: 'pic',
    });
    expect(sent.statusCode).toBe(202);
    // Inline media lives in a file, not in the message row; the engine is handed that file.
    const [row] = (
      await ctx.db.execute<{ payload: { media: string; mimeType: string } }>(
        sql`select payload from messages where id = ${sent.json().id}`,
      )
    ).rows;
    expect(row?.payload.media).toMatch(/^stored:[0-9a-f]{64}$/);
    expect(row?.payload.mimeType).toBe('image/png');
    const hash = row?.payload.media.slice('stored:'.length) as string;
    expect(await readFile(path.join(ctx.config.mediaDir, hash.slice(0, 2), hash))).toEqual(pngBytes);
    expect(
      (
        await a.call('POST', '/send/media', {
          to: '919812345678',
          type: 'image',
          media: 'data:image/png;base64,not*base64!',
        })
      ).json().message,
    ).toBe(MessagingMessages.mediaNotBase64);
    expect(
      (
        await a.call('POST', '/send/media', {
          to: '919812345678',
          message: 'doc',
          filePathURL: 'https://example.com/a.pdf',
        })
      ).statusCode,
    ).toBe(202);
    const zip = `data:application/zip;base64,${Buffer.from('PK').toString('base64')}`;
    expect(
      (
        await a.call('POST', '/send/media', {
          to: '919812345678',
          type: 'archive',
          media: zip,
          fileName: 'a.zip',
        })
      ).statusCode,
    ).toBe(202);
    const exe = `data:application/x-msdownload;base64,${Buffer.from('MZ').toString('base64')}`;
    expect(
      (await a.call('POST', '/send/media', { to: '919812345678', type: 'image', media: exe })).statusCode,
    ).toBe(415);
    const big = `data:image/png;base64,${'A'.repeat(22_500_000)}`;
    expect(
      (await a.call('POST', '/send/media', { to: '919812345678', type: 'image', media: big })).statusCode,
    ).toBe(413);
    const notUrl = await a.call('POST', '/send/media', {
      to: '919812345678',
      type: 'image',
      media: 'ftp://x',
    });
    expect(notUrl.json().message).toBe(MessagingMessages.mediaInvalid);
    // https and no spaces, yet not a URL: a 400, never a 500.
    for (const media of ['https://[zz', 'https://%%', 'https://a:b@', 'https://x:99999/']) {
      const res = await a.call('POST', '/send/media', { to: '919812345678', type: 'image', media });
      expect(res.statusCode, media).toBe(400);
      expect(res.json().message, media).toBe(MessagingMessages.mediaInvalid);
    }
    expect(
      (await a.call('POST', '/send/media', { to: '919812345678', type: 'sticker', media: png })).statusCode,
    ).toBe(400);
  });

  it('caps an https media URL at 8192 characters, which a pre-signed URL fits; a data URL keeps its 16 MB', async () => {
    const a = await linkedToken(ctx, 'media-url', '919800001040');
    const presigned = (length: number) => {
      const start = 'https://bucket.s3.amazonaws.com/invoice.pdf?X-Amz-Signature=';
      return start + 'f'.repeat(length - start.length);
    };
    const send = (body: object) =>
      a.call('POST', '/send/media', { to: '919812345678', type: 'document', ...body });
    const longest = await send({ media: presigned(MAX_MEDIA_URL_LENGTH) });
    expect(longest.statusCode, longest.body).toBe(202);
    for (const media of [presigned(MAX_MEDIA_URL_LENGTH + 1), presigned(5_000_000)]) {
      for (const field of ['media', 'filePathURL']) {
        const refused = await send({ [field]: media });
        expect(refused.statusCode, `${field} of ${media.length}`).toBe(400);
        expect(refused.json().message).toBe(MessagingMessages.mediaUrlTooLong);
      }
    }
    const file = Buffer.alloc(3 * MAX_MEDIA_URL_LENGTH).toString('base64');
    const inline = await send({ type: 'image', media: `data:image/png;base64,${file}` });
    expect(inline.statusCode, inline.body).toBe(202);
    const stored = await ctx.db.execute(
      sql`select count(*)::int as n from messages where instance_id = ${a.insid} and direction = 'out'`,
    );
    expect(stored.rows[0]).toEqual({ n: 2 });
  });

  it('refuses a form (multipart) body with 415 and queues nothing: the API takes JSON', async () => {
    const a = await linkedToken(ctx, 30, '919800001030');
    const boundary = 'chatgate-form';
    const form = [`--${boundary}`, 'Content-Disposition: form-data; name="to"', '', '919812345678']
      .concat([
        `--${boundary}`,
        'Content-Disposition: form-data; name="body"',
        '',
        'hi',
        `--${boundary}--`,
        '',
      ])
      .join('\r\n');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/send/text?insid=${a.insid}`,
      headers: { key: a.apiKey, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: GenericMessages.unsupportedMediaType,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const queued = await ctx.db.execute(
      sql`select count(*)::int as n from messages where instance_id = ${a.insid}`,
    );
    expect(queued.rows[0]).toEqual({ n: 0 });
  });

  it('sends location, contact and reaction messages', async () => {
    const a = await linkedToken(ctx, 7, '919800001007');
    const text = await a.call('POST', '/send/text', { to: '919812345678', body: 'react to me' });
    const calls = await Promise.all([
      a.call('POST', '/send/location', {
        to: '919812345678',
        latitude: 19.076,
        longitude: 72.8777,
        name: 'Mumbai',
      }),
      a.call('POST', '/send/contact', {
        to: '919812345678',
        contact: { name: 'Asha', phone: '919800000555' },
      }),
      a.call('POST', '/send/reaction', { to: '919812345678', messageId: text.json().id, emoji: '👍' }),
    ]);
    expect(calls.map((c) => c.statusCode)).toEqual([202, 202, 202]);
    expect(
      (await a.call('POST', '/send/location', { to: '919812345678', latitude: 91, longitude: 0 })).statusCode,
    ).toBe(400);
  });

  it('refuses a reply or reaction to a message the token does not have, or that is in another chat', async () => {
    const a = await linkedToken(ctx, 'refs', '919800001031');
    const b = await linkedToken(ctx, 'refs-other', '919800001032');
    const mine = (await a.call('POST', '/send/text', { to: '919812345678', body: 'mine' })).json().id;
    const theirs = (await b.call('POST', '/send/text', { to: '919812345678', body: 'theirs' })).json().id;
    const refused = async (route: string, payload: object) => {
      const res = await a.call('POST', route, payload);
      return [res.statusCode, res.json().message];
    };
    const react = (messageId: string, to = '919812345678') => ({ to, messageId, emoji: '👍' });

    expect(await refused('/send/reaction', react(theirs))).toEqual([404, MessagingMessages.reactedNotFound]);
    expect(await refused('/send/reaction', react(mine, '919812340000'))).toEqual([
      400,
      MessagingMessages.reactionOtherChat,
    ]);
    expect(await refused('/send/reaction', react('YOUR_MESSAGE_ID'))).toEqual([
      400,
      MessagingMessages.messageIdInvalid,
    ]);
    const reply = (quotedId: string, to = '919812345678') => ({ to, body: 'reply', quotedId });
    expect(await refused('/send/text', reply(theirs))).toEqual([404, MessagingMessages.quotedNotFound]);
    expect(await refused('/send/text', reply(mine, '919812340000'))).toEqual([
      400,
      MessagingMessages.quotedOtherChat,
    ]);
    expect(await refused('/send/text', reply('abc'))).toEqual([400, MessagingMessages.quotedIdInvalid]);
    // Nothing refused was queued; a reply and a reaction in the message's own chat are.
    expect((await a.call('GET', '/messages')).json().result).toHaveLength(1);
    expect((await a.call('POST', '/send/text', reply(mine))).statusCode).toBe(202);
    expect((await a.call('POST', '/send/reaction', react(mine))).statusCode).toBe(202);
  });

  it('answers an Idempotency-Key repeat with the first answer, and a changed body with 422; a race makes one message', async () => {
    const a = await linkedToken(ctx, 8, '919800001008');
    const headers = { 'idempotency-key': 'order-42' };
    const [r1, r2] = await Promise.all([
      a.call('POST', '/send/text', { to: '919812345678', body: 'once' }, headers),
      a.call('POST', '/send/text', { to: '919812345678', body: 'once' }, headers),
    ]);
    expect(r1.json().id).toBe(r2.json().id);
    const count = await ctx.db.execute(
      sql`select count(*)::int as n from messages where instance_id = ${a.insid} and body = 'once'`,
    );
    expect(count.rows[0]).toEqual({ n: 1 });
    const changed = await a.call('POST', '/send/text', { to: '919812345678', body: 'twice' }, headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(MessagingMessages.idempotencyMismatch);
  });
});

describe('number check, history, instance and events', () => {
  it('checks numbers by the public and the dashboard call', async () => {
    const a = await linkedToken(ctx, 9, '919800001009');
    const yes = await a.call('POST', '/check/checknumberstatus', { insid: a.insid, number: '919812345678' });
    expect(yes.json()).toEqual({ result: true, message: MessagingMessages.registered });
    const no = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/dash/checknumberstatus?insid=${a.insid}&number=919812345000`,
      headers: { key: a.apiKey, 'content-type': 'application/json' },
      payload: '',
    });
    expect(no.json()).toEqual({ result: false, message: MessagingMessages.notRegistered });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/dash/checknumberstatus?insid=${a.insid}&number=abc`,
      headers: { key: a.apiKey },
    });
    expect(bad.statusCode).toBe(400);
    // The same words and code as the JSON body's check gives.
    expect(bad.json()).toEqual({ message: MessagingMessages.numberDigits, code: 'VALIDATION' });
    const badBody = await a.call('POST', '/check/checknumberstatus', { insid: a.insid, number: 'abc' });
    expect(badBody.json()).toEqual(bad.json());
    // The public call takes the dashboard's style too: no body, the number in the query string.
    const byQuery = (number: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/check/checknumberstatus?insid=${a.insid}&number=${number}`,
        headers: { key: a.apiKey },
      });
    expect((await byQuery('919812345678')).json()).toEqual({
      result: true,
      message: MessagingMessages.registered,
    });
    const short = await byQuery('1234');
    expect([short.statusCode, short.json().message]).toEqual([400, MessagingMessages.numberLength]);
    // A body naming another token than the key's is refused, as the query's insid is.
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/check/checknumberstatus',
      headers: { key: a.apiKey },
      payload: { insid: 'ins_someone_else', number: '919812345678' },
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, MessagingMessages.wrongToken]);
  });

  it('answers 404 "Message not found" for any id that is not one of the token\'s messages', async () => {
    const a = await linkedToken(ctx, 'unknown-ids', '919800001041');
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      for (const [method, path] of [
        ['GET', `/messages/${id}`],
        ['GET', `/messages/${id}/media`],
        ['DELETE', `/messages/${id}`],
      ] as const) {
        const res = await a.call(method, path);
        expect([res.statusCode, res.json().message], `${method} ${path}`).toEqual([
          404,
          MessagingMessages.messageNotFound,
        ]);
      }
    }
  });

  it('pages the history newest first and shows the state', async () => {
    const a = await linkedToken(ctx, 10, '919800001010');
    for (let i = 0; i < 5; i++) await a.call('POST', '/send/text', { to: '919812345678', body: `m${i}` });
    const page1 = (await a.call('GET', '/messages?limit=3')).json();
    expect(page1.result.map((m: { body: string }) => m.body)).toEqual(['m4', 'm3', 'm2']);
    const page2 = (await a.call('GET', `/messages?limit=3&cursor=${page1.nextCursor}`)).json();
    expect(page2.result.map((m: { body: string }) => m.body)).toEqual(['m1', 'm0']);
    expect(page2.nextCursor).toBeNull();
    // A last page exactly as long as the limit says it is the last, rather than pointing to an empty one.
    const whole = (await a.call('GET', '/messages?limit=5')).json();
    expect([whole.result.length, whole.nextCursor]).toEqual([5, null]);
    // A cursor we never handed out (past any bigint) is a 400 in words, not a 500.
    const huge = await a.call('GET', '/messages?limit=3&cursor=99999999999999999999');
    expect([huge.statusCode, huge.json().message]).toEqual([400, MessagingMessages.cursorInvalid]);
    const state = (await a.call('GET', '/instance/state')).json();
    expect(state).toMatchObject({ insid: a.insid, state: 'connected', wid: '919800001010', trial: true });
    const other = await linkedToken(ctx, 11, '919800001011');
    expect((await other.call('GET', `/messages/${page1.result[0].id}`)).statusCode).toBe(404);
  });

  it('reboots a linked session and says when there is none to restart', async () => {
    const a = await linkedToken(ctx, 'reboot', '919800001050');
    const rebooted = await a.call('POST', '/instance/reboot');
    expect([rebooted.statusCode, rebooted.json().message]).toEqual([200, InstanceMessages.rebooted]);
    expect((await a.call('GET', '/instance/state')).json()).toMatchObject({ state: 'connected', status: '' });
    expect((await a.call('POST', '/instance/logout')).statusCode).toBe(200);
    const none = await a.call('POST', '/instance/reboot');
    expect([none.statusCode, none.json().message]).toEqual([409, InstanceMessages.rebootNotLinked]);
  });

  it('keeps an ordered event log the customer can catch up from', async () => {
    const a = await linkedToken(ctx, 12, '919800001012');
    const sent = await a.call('POST', '/send/text', { to: '919800001112', body: 'logged' });
    await expect.poll(async () => (await statusOf(sent.json().id)).status).toBe('read');
    const all = (await a.call('GET', '/events?after=0')).json();
    const seqs = all.result.map((e: { seq: number }) => e.seq);
    expect(seqs).toEqual([...seqs].sort((x: number, y: number) => x - y));
    expect(new Set(seqs).size).toBe(seqs.length);
    const statuses = all.result
      .filter(
        (e: { type: string; data: { id: string } }) =>
          e.type === 'message.status' && e.data.id === sent.json().id,
      )
      .map((e: { data: { status: string } }) => e.data.status);
    expect(statuses).toEqual(['queued', 'sent', 'delivered', 'read']);
    expect(all.result.some((e: { type: string }) => e.type === 'instance.state')).toBe(true);
    const tail = (await a.call('GET', `/events?after=${seqs[seqs.length - 2]}`)).json();
    expect(tail.result.map((e: { seq: number }) => e.seq)).toEqual([seqs[seqs.length - 1]]);
    const last = seqs[seqs.length - 1] as number;
    // At the end the cursor stays; past it the client is told, instead of waiting forever.
    expect((await a.call('GET', `/events?after=${last}`)).json()).toEqual({ result: [], next: last });
    const past = await a.call('GET', `/events?after=${last + 1000}`);
    expect([past.statusCode, past.json().message]).toEqual([400, MessagingMessages.cursorPastEnd]);
  });

  it('limits each key to its rate with 429 and Retry-After, refusing without side effects', async () => {
    const limited = await createTestContext({ API_RATE_PER_SECOND: '1', API_RATE_BURST: '2' });
    try {
      const a = await linkedToken(limited, 13, '919800001013');
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await a.call('POST', '/send/text', { to: '919812345678', body: `r${i}` })).statusCode);
      expect(codes).toEqual([202, 202, 429, 429]);
      const res = await a.call('POST', '/send/text', { to: '919812345678', body: 'again' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const stored = await limited.db.execute(
        sql`select count(*)::int as n from messages where instance_id = ${a.insid} and direction = 'out'`,
      );
      expect(stored.rows[0]).toEqual({ n: 2 });
    } finally {
      await limited.close();
    }
  });
});
