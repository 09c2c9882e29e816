import { randomUUID } from 'node:crypto';
import { GreenApiMessageChangeMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageView, phoneChat, refused, untyped } from '../../../test/green-api-calls';
import { greenApiClient, listeningUrl } from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, sameAccountToken, trialToken } from '../../../test/linked-token';
import { createMediaStore } from '../../modules/media/media-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SIM_DELIVERY_DELAY_MS: '0', SIM_READ_DELAY_MS: '0' });
});
afterAll(() => ctx.close());

describe("Green-API message changes through Green-API's own client", () => {
  it('edits and deletes a sent text: the phone shows it edited, then deleted', async () => {
    const a = await linkedToken(ctx, 'ga-edit-a', '919810034101');
    const b = await sameAccountToken(ctx, a, '919810034102');
    const client = await greenApiClient(ctx, a);
    const chatId = `${b.phone}@c.us`;
    const { idMessage } = await client.message.sendMessage(chatId, null, 'see you at 5');
    await expect.poll(async () => (await messageView(a, idMessage)).status).toBe('read');

    expect(await untyped(client).instance.editMessage(chatId, idMessage, 'see you at 6')).toEqual({
      idMessage,
    });
    expect(await messageView(a, idMessage)).toMatchObject({
      body: 'see you at 6',
      editedAt: expect.any(String),
    });
    expect((await phoneChat(b, a.phone)).map((m) => [m.body, m.edited])).toEqual([['see you at 6', true]]);

    expect(await untyped(client).instance.deleteMessage(chatId, idMessage)).toBe('');
    expect(await messageView(a, idMessage)).toMatchObject({ revokedAt: expect.any(String) });
    expect((await phoneChat(b, a.phone)).map((m) => m.revoked)).toEqual([true]);

    const missing = await refused(untyped(client).instance.editMessage(chatId, randomUUID(), 'x'));
    expect(missing).toMatchObject({ status: 404, body: { code: 404 } });
    const bad = await refused(untyped(client).instance.deleteMessage(chatId, 'BAE5F4886F6F2D05'));
    expect(bad.status).toBe(400);
  });

  it('refuses onlySenderDelete, which WhatsApp offers only on the phone', async () => {
    const a = await linkedToken(ctx, 'ga-del-me', '919810034111');
    const client = await greenApiClient(ctx, a);
    const { idMessage } = await client.message.sendMessage('919812340001@c.us', null, 'mine');
    const res = await fetch(`${await listeningUrl(ctx)}/waInstance${a.insid}/deleteMessage/${a.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chatId: '919812340001@c.us', idMessage, onlySenderDelete: true }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { description: string }).description).toBe(
      GreenApiMessageChangeMessages.onlySenderDelete,
    );
  });

  it('marks a chat read, sending read receipts to the phone', async () => {
    const a = await linkedToken(ctx, 'ga-read-a', '919810034121');
    const b = await sameAccountToken(ctx, a, '919810034122');
    const client = await greenApiClient(ctx, a);
    await b.call('POST', '/send/text', { to: a.phone, body: 'are you there?' });
    await expect
      .poll(async () => (await a.call('GET', '/messages?limit=10')).json().result.length)
      .toBeGreaterThan(0);
    expect(await client.message.readChat(`${b.phone}@c.us`, null)).toEqual({ setRead: true });
    await expect.poll(async () => (await phoneChat(b, a.phone)).map((m) => m.status)).toEqual(['read']);
    expect((await refused(client.message.readChat('12@c.us', null))).status).toBe(400);
  });

  it('lists and clears the send queue in Green-API’s shape', async () => {
    const { dash, insid } = await trialToken(ctx, 'ga-queue');
    const apiKey = (await dash.post('/dash/wa/showKey', { insid })).json().api_key as string;
    const client = await greenApiClient(ctx, { insid, apiKey });
    const text = await client.message.sendMessage('919812340001@c.us', null, 'waiting');
    const file = await client.file.sendFileByUrl(
      '120363043968066561@g.us',
      null,
      'https://cdn.example.com/a.pdf',
      'a.pdf',
      'Doc',
    );
    const where = await client.message.sendLocation('919812340001@c.us', null, 'Here', 'Street', 18.9, 72.8);

    const queue = await client.message.showMessagesQueue();
    expect(queue.map((item) => ({ ...item }))).toEqual([
      {
        messageID: text.idMessage,
        messagesIDs: undefined,
        type: 'sendMessage',
        body: { chatId: '919812340001@c.us', message: 'waiting' },
      },
      {
        messageID: file.idMessage,
        messagesIDs: undefined,
        type: 'sendFileByUrl',
        body: {
          chatId: '120363043968066561@g.us',
          urlFile: 'https://cdn.example.com/a.pdf',
          fileName: 'a.pdf',
          caption: 'Doc',
        },
      },
      {
        messageID: where.idMessage,
        messagesIDs: undefined,
        type: 'sendLocation',
        body: expect.objectContaining({ chatId: '919812340001@c.us' }),
      },
    ]);

    expect(await client.message.clearMessagesQueue()).toEqual({ isCleared: true });
    expect(await client.message.showMessagesQueue()).toEqual([]);
  });

  it('links a received file for downloadFile; a text has none (400)', async () => {
    const a = await linkedToken(ctx, 'ga-dl', '919810034131');
    const client = await greenApiClient(ctx, a);
    const bytes = Buffer.from('%PDF-1.4 menu');
    const ref = await createMediaStore(ctx.config.mediaDir).save(bytes);
    const id = randomUUID();
    await ctx.runtime.messageWriters.incoming.record(
      a.insid,
      {
        id,
        from: '919812345678',
        type: 'document',
        body: '[document menu.pdf]',
        timestamp: new Date(),
        file: { ref, mimeType: 'application/pdf', size: bytes.length, fileName: 'menu.pdf' },
      },
      ctx.config.publicUrl,
    );
    const { downloadUrl } = await untyped(client).file.downloadFile('919812345678@c.us', id);
    expect(downloadUrl).toMatch(
      new RegExp(`^${ctx.config.publicUrl}/api/v1/media/[0-9a-f]{64}\\.[\\w-]{22}/menu\\.pdf$`),
    );
    const download = await ctx.app.inject({ method: 'GET', url: new URL(downloadUrl).pathname });
    expect(download.rawPayload).toEqual(bytes);
    expect(download.headers['content-disposition']).toContain('menu.pdf');

    const { idMessage } = await client.message.sendMessage('919812345678@c.us', null, 'no file here');
    const none = await refused(untyped(client).file.downloadFile('919812345678@c.us', idMessage));
    expect(none).toMatchObject({ status: 400, body: { description: GreenApiMessageChangeMessages.noFile } });
  });
});
