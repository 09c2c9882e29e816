import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drainNotices,
  fetchLink,
  type GreenNotice,
  greenApiClient,
  listeningUrl,
  phoneWrites,
  receiveNotice,
} from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { createTestDatabase } from '../../../test/test-database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;
type Body = Record<string, unknown>;
type Notice = GreenNotice;
type LoggedEvent = { type: string; seq: number; data: { id: string; status: string } };

describe('Green-API surface: the notification queue', () => {
  it("hands the client's callbacks an incoming text and the statuses of a sent message, then empties", async () => {
    const token = await linkedToken(ctx, 'ga-notify', '919810036001');
    const client = await greenApiClient(ctx, token);
    await drainNotices(client); // the link's stateInstanceChanged
    await phoneWrites(token, '919810036101', token.phone, 'Hello from the phone');
    const sent = await token.call('POST', '/send/text', { to: '919810036101', body: 'Hello from the API' });
    expect(sent.statusCode).toBe(202);
    const sentId = sent.json().id as string;

    const texts: Body[] = [];
    const statuses: Body[] = [];
    client.webhookService.onReceivingMessageText((body) => texts.push(body as unknown as Body));
    client.webhookService.onReceivingOutboundMessageStatus((body) => statuses.push(body as unknown as Body));
    await client.webhookService.startReceivingNotifications();
    try {
      await expect.poll(() => statuses.map((s) => s.status as string), { timeout: 10_000 }).toContain('read');
      // The job deletes each notification once its callback ran: the queue empties (a receive
      // of an empty queue answers null after its 5 s wait).
      await expect.poll(() => receiveNotice(client), { timeout: 20_000 }).toBeNull();
    } finally {
      await client.webhookService.stopReceivingNotifications();
    }
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      typeWebhook: 'incomingMessageReceived',
      instanceData: { idInstance: token.insid, wid: '919810036001@c.us', typeInstance: 'whatsapp' },
      timestamp: expect.any(Number),
      idMessage: expect.any(String),
      // Named as the token's contact (the sandbox phone's push name) and chat are.
      senderData: {
        chatId: '919810036101@c.us',
        chatName: 'Sandbox 6101',
        sender: '919810036101@c.us',
        senderName: 'Sandbox 6101',
        senderContactName: '',
      },
      messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'Hello from the phone' } },
    });
    expect(statuses.map((s) => s.status as string)).toEqual(['sent', 'delivered', 'read']);
    expect(statuses[0]).toMatchObject({ chatId: '919810036101@c.us', idMessage: sentId, sendByApi: true });
  });

  it('answers the same notification until it is deleted, and the API send as outgoingAPIMessageReceived', async () => {
    const token = await linkedToken(ctx, 'ga-queue', '919810036002');
    const client = await greenApiClient(ctx, token);
    await drainNotices(client);
    const sent = await token.call('POST', '/send/text', {
      to: '919810036102',
      body: 'see https://example.com',
    });
    const first = (await receiveNotice(client)) as Notice;
    expect(await receiveNotice(client)).toEqual(first);
    expect(Number.isInteger(first.receiptId)).toBe(true);
    expect(first.body).toMatchObject({
      typeWebhook: 'outgoingAPIMessageReceived',
      idMessage: sent.json().id,
      senderData: { chatId: '919810036102@c.us', sender: '919810036002@c.us' },
      messageData: {
        typeMessage: 'extendedTextMessage',
        extendedTextMessageData: { text: 'see https://example.com' },
      },
    });
    expect(await client.webhookService.deleteNotification(first.receiptId)).toEqual({ result: true });
    expect(await client.webhookService.deleteNotification(first.receiptId)).toEqual({ result: false });
    // The statuses that follow: deleting one out of order leaves the earlier one first.
    const statusSeqs = async () =>
      ((await token.call('GET', '/events?after=0&limit=1000')).json().result as LoggedEvent[])
        .filter(
          (e) => e.type === 'message.status' && e.data.id === sent.json().id && e.data.status !== 'queued',
        )
        .map((e) => e.seq as number);
    await expect.poll(async () => (await statusSeqs()).length).toBe(3);
    const [sentSeq, deliveredSeq, readSeq] = (await statusSeqs()) as [number, number, number];
    expect((await receiveNotice(client))?.receiptId).toBe(sentSeq);
    expect(await client.webhookService.deleteNotification(deliveredSeq)).toEqual({ result: true });
    expect((await receiveNotice(client))?.receiptId).toBe(sentSeq);
    expect(await client.webhookService.deleteNotification(sentSeq)).toEqual({ result: true });
    const last = (await receiveNotice(client)) as Notice;
    expect(last).toMatchObject({
      receiptId: readSeq,
      body: { typeWebhook: 'outgoingMessageStatus', status: 'read' },
    });
    expect(await drainNotices(client)).toHaveLength(1);
    expect(await receiveNotice(client)).toBeNull();
  });

  it('carries the state, a sticker, an edit, a delete and a call in Green-API’s formats', async () => {
    const token = await linkedToken(ctx, 'ga-kinds', '919810036004');
    const client = await greenApiClient(ctx, token);
    // Linking: the QR code waited (not authorized yet), then the phone connected.
    const states = (await drainNotices(client)).map((n) => n.body);
    expect(states.map((b) => [b.typeWebhook, b.stateInstance])).toEqual([
      ['stateInstanceChanged', 'notAuthorized'],
      ['stateInstanceChanged', 'authorized'],
    ]);

    const phone = '919810036104';
    await phoneWrites(token, phone, token.phone, 'A typo');
    await token.dash.post(`/sandbox/phones/${phone}/sticker`, { to: token.phone });
    const { chats } = (await token.dash.get(`/sandbox/phones/${phone}`)).json();
    const typed = chats
      .find((c: { id: string }) => c.id === token.phone)
      .messages.find((m: { fromMe: boolean; body: string }) => m.fromMe && m.body === 'A typo');
    expect(
      (await token.dash.patch(`/sandbox/phones/${phone}/messages/${typed.id}`, { body: 'Fixed' })).statusCode,
    ).toBe(200);
    expect((await token.dash.delete(`/sandbox/phones/${phone}/messages/${typed.id}`)).statusCode).toBe(200);
    expect((await token.dash.post(`/sandbox/phones/${phone}/calls`, { to: token.phone })).statusCode).toBe(
      200,
    );

    const notified = async () =>
      ((await token.call('GET', '/events?after=0&limit=1000')).json().result as LoggedEvent[]).filter((e) =>
        NOTIFIED.has(e.type),
      ).length;
    await expect.poll(notified, { timeout: 10_000 }).toBe(5);
    const notices = await drainNotices(client);
    const data = notices.map((n) => n.body.messageData as Body | undefined);
    expect(notices.map((n) => n.body.typeWebhook)).toEqual([
      'incomingMessageReceived',
      'incomingMessageReceived',
      'incomingMessageReceived',
      'incomingMessageReceived',
      'incomingCall',
    ]);
    const textId = notices[0]?.body.idMessage;
    expect(data[1]).toMatchObject({
      typeMessage: 'stickerMessage',
      fileMessageData: { downloadUrl: expect.stringContaining('http'), mimeType: 'image/webp' },
    });
    // The received file's link needs no key: a plain fetch gets its bytes.
    const link = (data[1]?.fileMessageData as Body | undefined)?.downloadUrl as string;
    expect(link).toMatch(/^http:\/\/chatgate\.test\/api\/v1\/media\/[0-9a-f]{64}\./);
    const sticker = await fetchLink(ctx, link);
    expect(sticker.status).toBe(200);
    const bytes = Buffer.from(await sticker.arrayBuffer());
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(data[2]).toEqual({
      typeMessage: 'editedMessage',
      editedMessageData: { textMessage: 'Fixed', stanzaId: textId },
    });
    expect(data[3]).toEqual({ typeMessage: 'deletedMessage', deletedMessageData: { stanzaId: textId } });
    expect(notices[4]?.body).toMatchObject({
      from: `${phone}@c.us`,
      status: 'offer',
      idMessage: expect.any(String),
    });
  });

  it('keeps the queue through a restart: a new server on the same database answers what was not deleted', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createTestContext({}, false, database.url);
      let token: Token;
      let kept: Notice | null = null;
      try {
        token = await linkedToken(first, 'ga-restart', '919810036005');
        const client = await greenApiClient(first, token);
        await drainNotices(client);
        await phoneWrites(token, '919810036105', token.phone, 'Before the restart');
        await expect.poll(() => receiveNotice(client), { timeout: 15_000 }).not.toBeNull();
        kept = await receiveNotice(client);
      } finally {
        await first.close();
      }
      const second = await createTestContext({}, false, database.url);
      try {
        const client = await greenApiClient(second, token);
        expect(await receiveNotice(client)).toEqual(kept);
        expect(await drainNotices(client)).toHaveLength(1);
        expect(await receiveNotice(client)).toBeNull();
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses a receiptId that is not a number, in Green-API’s error shape', async () => {
    const token = await linkedToken(ctx, 'ga-receipt', '919810036003');
    const url = await listeningUrl(ctx);
    const res = await fetch(`${url}/waInstance${token.insid}/deleteNotification/${token.apiKey}/abc`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400 });
    const unknown = await fetch(`${url}/waInstance${token.insid}/deleteNotification/${token.apiKey}/99999`, {
      method: 'DELETE',
    });
    expect(await unknown.json()).toEqual({ result: false });
  });
});

const NOTIFIED = new Set(['message.received', 'message.edited', 'message.revoked', 'call.received']);
