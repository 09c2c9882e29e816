import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GreenApiSendingMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import FormData from 'form-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageView, phoneChat, refused, untyped } from '../../../test/green-api-calls';
import { greenApiClient, listeningUrl } from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, sameAccountToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SIM_DELIVERY_DELAY_MS: '0', SIM_READ_DELAY_MS: '0' });
});
afterAll(() => ctx.close());

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe("Green-API sending through Green-API's own client", () => {
  it('sends a text, a reply, a link, a location, a contact and a poll that reach the phone', async () => {
    const a = await linkedToken(ctx, 'ga-send-a', '919810034001');
    const b = await sameAccountToken(ctx, a, '919810034002');
    const client = await greenApiClient(ctx, a);
    const chatId = `${b.phone}@c.us`;

    const text = await client.message.sendMessage(chatId, null, 'hello from green-api');
    expect(text).toEqual({ idMessage: expect.any(String) });
    const reply = await client.message.sendMessage(null, Number(b.phone), 'a reply', text.idMessage);
    const link = await client.message.sendLink(chatId, null, 'https://chatgate.example/pricing');
    const where = await client.message.sendLocation(
      chatId,
      null,
      'Gateway',
      'Apollo Bandar',
      18.922,
      72.8347,
    );
    const card = await client.message.sendContact(chatId, null, {
      phoneContact: 919812345678,
      ...NO_NAME,
      firstName: 'Asha',
      lastName: 'Rao',
      company: 'Chatgate',
    });
    const poll = await client.message.sendPoll(chatId, null, 'Which day?', [
      { optionName: 'Monday' },
      { optionName: 'Tuesday' },
    ]);

    for (const { idMessage } of [text, reply, link, where, card, poll])
      await expect.poll(async () => (await messageView(a, idMessage)).status).toBe('read');
    expect(await messageView(a, reply.idMessage)).toMatchObject({
      chatId: b.phone,
      quotedId: text.idMessage,
    });
    expect(await messageView(a, where.idMessage)).toMatchObject({ type: 'location' });
    expect(await messageView(a, card.idMessage)).toMatchObject({ type: 'contact' });
    expect(await messageView(a, poll.idMessage)).toMatchObject({ type: 'poll' });
    const shown = await phoneChat(b, a.phone);
    expect(shown.map((m) => m.body)).toEqual(
      expect.arrayContaining(['hello from green-api', 'a reply', 'https://chatgate.example/pricing']),
    );
    expect(shown.map((m) => m.content?.type)).toEqual(
      expect.arrayContaining(['location', 'contact', 'poll']),
    );
    expect(shown.find((m) => m.content?.type === 'contact')?.content).toMatchObject({ name: 'Asha Rao' });
  });

  it('forwards messages one by one and answers their new ids', async () => {
    const a = await linkedToken(ctx, 'ga-fwd-a', '919810034011');
    const b = await sameAccountToken(ctx, a, '919810034012');
    const client = await greenApiClient(ctx, a);
    const first = await client.message.sendMessage('919812340001@c.us', null, 'first note');
    const second = await client.message.sendMessage('919812340001@c.us', null, 'second note');
    const forwarded = await client.message.forwardMessages(`${b.phone}@c.us`, '919812340001@c.us', [
      first.idMessage,
      second.idMessage,
    ]);
    expect(forwarded.messages).toHaveLength(2);
    for (const id of forwarded.messages)
      await expect.poll(async () => (await messageView(a, id)).status).toBe('read');
    expect(await messageView(a, forwarded.messages[1] as string)).toMatchObject({
      body: 'second note',
      forwarded: true,
    });
    expect((await phoneChat(b, a.phone)).map((m) => [m.body, m.forwarded])).toEqual([
      ['first note', true],
      ['second note', true],
    ]);
  });

  it('sends files by URL, by upload and by an uploaded file’s urlFile, typed by the file', async () => {
    const a = await linkedToken(ctx, 'ga-file-a', '919810034021');
    const b = await sameAccountToken(ctx, a, '919810034022');
    const client = await greenApiClient(ctx, a);
    const chatId = `${b.phone}@c.us`;

    const byUrl = await client.file.sendFileByUrl(
      chatId,
      null,
      'https://cdn.example.com/menu',
      'menu.pdf',
      'Menu',
    );
    expect(await messageView(a, byUrl.idMessage)).toMatchObject({ type: 'document', body: 'Menu' });

    const file = path.join(ctx.config.dataDir, 'logo.png');
    await writeFile(file, PNG);
    const uploaded = await client.file.uploadFile(file);
    expect(uploaded).toEqual({
      urlFile: expect.stringMatching(/^http.*\/media\/[0-9a-f]{64}\.[\w-]{22}\/file\.png$/),
    });
    const url = new URL(uploaded.urlFile);
    const download = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PNG);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
    });
    const tampered = await ctx.app.inject({
      method: 'GET',
      url: url.pathname.replace(/\.[\w-]{22}\//, `.${'A'.repeat(22)}/`),
    });
    expect(tampered.statusCode).toBe(404);

    const again = await client.file.sendFileByUrl(chatId, null, uploaded.urlFile, 'logo.png', 'Our logo');
    await expect.poll(async () => (await messageView(a, again.idMessage)).status).toBe('read');
    expect(await messageView(a, again.idMessage)).toMatchObject({
      type: 'image',
      body: 'Our logo',
      media: { mimeType: 'image/png', size: PNG.length },
    });

    const form = new FormData();
    form.append('chatId', chatId);
    form.append('caption', 'Uploaded');
    form.append('file', PNG, { filename: 'photo.png', contentType: 'image/png' });
    const byUpload = await client.file.sendFileByUpload(form as never);
    expect(byUpload).toEqual({ idMessage: expect.any(String), urlFile: expect.stringContaining('/media/') });
    await expect.poll(async () => (await messageView(a, byUpload.idMessage)).status).toBe('read');
    expect(await messageView(a, byUpload.idMessage)).toMatchObject({ type: 'image', body: 'Uploaded' });
    const files = (await phoneChat(b, a.phone)).map(
      (m) => m.content?.type === 'media' && m.content.mediaType,
    );
    expect(files).toEqual(['document', 'image', 'image']);
  });

  it('refuses the button and list methods with 403, bad input with 400, an inactive token with 466', async () => {
    const a = await linkedToken(ctx, 'ga-refuse', '919810034031');
    const client = await greenApiClient(ctx, a);
    const buttons = await refused(
      untyped(client).message.sendButtons('919812340001@c.us', 'Pick', 'footer', [
        { buttonId: '1', buttonText: 'A' },
      ]),
    );
    expect(buttons).toEqual({
      status: 403,
      body: {
        code: 403,
        message: 'Forbidden',
        description: GreenApiSendingMessages.deprecated('sendButtons'),
      },
    });
    expect(
      (await refused(untyped(client).message.sendListMessage('1@c.us', 'm', 'b', 't', 'f', []))).status,
    ).toBe(403);
    expect((await refused(untyped(client).message.sendTemplateButtons('1@c.us', 'm', null, []))).status).toBe(
      403,
    );

    const badChat = await refused(client.message.sendMessage('12@c.us', null, 'hi'));
    expect(badChat).toMatchObject({ status: 400, body: { code: 400, message: expect.any(String) } });
    const noName = await refused(
      client.message.sendContact('919812340001@c.us', null, { phoneContact: 919812345678, ...NO_NAME }),
    );
    expect(noName.body.description).toBe(GreenApiSendingMessages.contactNameRequired);
    const local = await refused(
      client.file.sendFileByUrl('919812340001@c.us', null, 'http://127.0.0.1/a.png', 'a.png'),
    );
    expect(local.status).toBe(400);
    const exe = await refused(
      client.file.sendFileByUrl('919812340001@c.us', null, 'https://x.example/a.exe', 'a.png'),
    );
    expect(exe.status).toBe(415);

    await ctx.db.execute(
      sql`update instances set valid_till = now() - interval '1 day' where id = ${a.insid}`,
    );
    const expired = await linkedTokenClientAfterExpiry(a);
    expect((await refused(expired.message.sendMessage('919812340001@c.us', null, 'late'))).status).toBe(466);
  });

  it('takes an Idempotency-Key when given: a repeat answers the first id', async () => {
    const a = await linkedToken(ctx, 'ga-idem', '919810034041');
    const url = `${await listeningUrl(ctx)}/waInstance${a.insid}/sendMessage/${a.apiKey}`;
    const call = () =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'ga-1' },
        body: JSON.stringify({ chatId: '919812340001@c.us', message: 'once' }),
      }).then((res) => res.json());
    const first = await call();
    expect(await call()).toEqual(first);
    const rows = await ctx.db.execute(
      sql`select count(*)::int as n from messages where instance_id = ${a.insid}`,
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
  });
});

const NO_NAME = { firstName: undefined, middleName: undefined, lastName: undefined, company: undefined };

/** The token's key after its validity ended: the key cache is cleared by the token's change. */
async function linkedTokenClientAfterExpiry(t: Awaited<ReturnType<typeof linkedToken>>) {
  await expect
    .poll(async () => (await t.call('POST', '/send/text', { to: '919812340001', body: 'x' })).statusCode)
    .toBe(402);
  return greenApiClient(ctx, t);
}
