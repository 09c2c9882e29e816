import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greenApiClient, listeningUrl } from '../../../test/green-api-client';
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
type Notice = { receiptId: number; body: Body };
type LoggedEvent = { type: string; seq: number; data: { id: string; status: string } };

/** The sandbox phone `phone` (the token owner's) writes `body` to the token. */
async function phoneWrites(token: Token, phone: string, body: string) {
  await token.dash.post('/sandbox/phones', { phone });
  const res = await token.dash.post(`/sandbox/phones/${phone}/reply`, { to: token.phone, body });
  expect(res.statusCode).toBe(200);
}

type Client = Awaited<ReturnType<typeof greenApiClient>>;

/** The client's receiveNotification, as the plain JSON it answers. */
const receive = async (client: Client) =>
  (await client.webhookService.receiveNotification()) as unknown as Notice | null;

/** Reads the queue with the client, deleting each notification, until it answers null. */
async function drain(client: Client): Promise<Notice[]> {
  const seen: Notice[] = [];
  for (let notice = await receive(client); notice; ) {
    seen.push(notice);
    expect(await client.webhookService.deleteNotification(notice.receiptId)).toEqual({ result: true });
    notice = await receive(client);
  }
  return seen;
}

describe('Green-API surface: the notification queue', () => {
  it("hands the client's callbacks an incoming text and the statuses of a sent message, then empties", async () => {
    const token = await linkedToken(ctx, 'ga-notify', '919810036001');
    const client = await greenApiClient(ctx, token);
    await drain(client); // the link's stateInstanceChanged
    await phoneWrites(token, '919810036101', 'Hello from the phone');
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
      // The job deletes each notification once its callback ran: the queue empties.
      await expect.poll(() => receive(client)).toBeNull();
    } finally {
      await client.webhookService.stopReceivingNotifications();
    }
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      typeWebhook: 'incomingMessageReceived',
      instanceData: { idInstance: token.insid, wid: '919810036001@c.us', typeInstance: 'whatsapp' },
      timestamp: expect.any(Number),
      idMessage: expect.any(String),
      senderData: { chatId: '919810036101@c.us', sender: '919810036101@c.us' },
      messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'Hello from the phone' } },
    });
    expect(statuses.map((s) => s.status as string)).toEqual(['sent', 'delivered', 'read']);
    expect(statuses[0]).toMatchObject({ chatId: '919810036101@c.us', idMessage: sentId, sendByApi: true });
  });

  it('answers the same notification until it is deleted, and the API send as outgoingAPIMessageReceived', async () => {
    const token = await linkedToken(ctx, 'ga-queue', '919810036002');
    const client = await greenApiClient(ctx, token);
    await drain(client);
    const sent = await token.call('POST', '/send/text', {
      to: '919810036102',
      body: 'see https://example.com',
    });
    const first = (await receive(client)) as Notice;
    expect(await receive(client)).toEqual(first);
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
    expect((await receive(client))?.receiptId).toBe(sentSeq);
    expect(await client.webhookService.deleteNotification(deliveredSeq)).toEqual({ result: true });
    expect((await receive(client))?.receiptId).toBe(sentSeq);
    expect(await client.webhookService.deleteNotification(sentSeq)).toEqual({ result: true });
    const last = (await receive(client)) as Notice;
    expect(last).toMatchObject({
      receiptId: readSeq,
      body: { typeWebhook: 'outgoingMessageStatus', status: 'read' },
    });
    expect(await drain(client)).toHaveLength(1);
    expect(await receive(client)).toBeNull();
  });

  it('carries the state, a sticker, an edit, a delete and a call in Green-API’s formats', async () => {
    const token = await linkedToken(ctx, 'ga-kinds', '919810036004');
    const client = await greenApiClient(ctx, token);
    // Linking: the QR code waited (not authorized yet), then the phone connected.
    const states = (await drain(client)).map((n) => n.body);
    expect(states.map((b) => [b.typeWebhook, b.stateInstance])).toEqual([
      ['stateInstanceChanged', 'notAuthorized'],
      ['stateInstanceChanged', 'authorized'],
    ]);

    const phone = '919810036104';
    await phoneWrites(token, phone, 'A typo');
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
    const notices = await drain(client);
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
      fileMessageData: { downloadUrl: expect.stringContaining('http'), mimeType: expect.any(String) },
    });
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
        await drain(client);
        await phoneWrites(token, '919810036105', 'Before the restart');
        await expect.poll(() => receive(client)).not.toBeNull();
        kept = await receive(client);
      } finally {
        await first.close();
      }
      const second = await createTestContext({}, false, database.url);
      try {
        const client = await greenApiClient(second, token);
        expect(await receive(client)).toEqual(kept);
        expect(await drain(client)).toHaveLength(1);
        expect(await receive(client)).toBeNull();
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
