import type { GreenApiMessage } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drainNotices,
  fetchLink,
  type GreenNotice,
  greenApiClient,
  listeningUrl,
  phoneWrites,
} from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;
type Body = Record<string, unknown>;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/** receiveNotification called by hand, with a query; answers the status, the JSON and the time it took. */
async function receiveBy(token: Token, query = '') {
  const began = Date.now();
  const res = await fetch(
    `${await listeningUrl(ctx)}/waInstance${token.insid}/receiveNotification/${token.apiKey}${query}`,
  );
  return {
    status: res.status,
    json: (await res.json()) as GreenNotice | Body | null,
    ms: Date.now() - began,
  };
}

const eventTypes = async (token: Token) =>
  ((await token.call('GET', '/events?after=0&limit=1000')).json().result as Array<{ type: string }>).map(
    (e) => e.type,
  );

describe('Green-API surface: names and files of messages', () => {
  it('names senders from the token’s contacts and links every file so a plain fetch gets it', async () => {
    const token = await linkedToken(ctx, 'ga-names', '919810037001');
    const contact = '919810037101';
    await phoneWrites(token, contact, token.phone, 'Hello, it is me');
    expect(
      (await token.dash.post(`/sandbox/phones/${contact}/sticker`, { to: token.phone })).statusCode,
    ).toBe(200);
    const sent = await token.call('POST', '/send/media', {
      to: contact,
      type: 'image',
      media: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const client = await greenApiClient(ctx, token);

    const history = async () =>
      (await client.message.getChatHistory(`${contact}@c.us`, 10)) as unknown as GreenApiMessage[];
    await expect.poll(async () => (await history()).length, { timeout: 10_000 }).toBe(3);
    const [image, sticker, text] = await history();
    expect(text).toMatchObject({
      typeMessage: 'textMessage',
      senderId: `${contact}@c.us`,
      senderName: 'Sandbox 7101',
      senderContactName: '',
    });
    expect(sticker).toMatchObject({ typeMessage: 'stickerMessage', senderName: 'Sandbox 7101' });
    const received = await fetchLink(ctx, sticker?.downloadUrl as string);
    expect(received.status).toBe(200);
    expect(
      Buffer.from(await received.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');

    // A file sent inline: its link in the history and in getMessage needs no key either.
    expect(image).toMatchObject({ idMessage: sent.json().id, typeMessage: 'imageMessage', type: 'outgoing' });
    const got = (await client.message.getMessage(
      `${contact}@c.us`,
      sent.json().id,
    )) as unknown as GreenApiMessage;
    expect(got.downloadUrl).toBe(image?.downloadUrl);
    const file = await fetchLink(ctx, image?.downloadUrl as string);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });
});

describe('Green-API surface: receiveNotification waits', () => {
  it('waits receiveTimeout seconds on an empty queue, answers null, and refuses a timeout out of 5..60', async () => {
    const token = await linkedToken(ctx, 'ga-wait', '919810037002');
    await drainNotices(await greenApiClient(ctx, token));
    const empty = await receiveBy(token, '?receiveTimeout=5');
    expect(empty).toMatchObject({ status: 200, json: null });
    expect(empty.ms).toBeGreaterThanOrEqual(4_900);
    for (const bad of ['4', '61', 'soon', '5.5']) {
      const refused = await receiveBy(token, `?receiveTimeout=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.json).toMatchObject({
        code: 400,
        description: expect.stringContaining('receiveTimeout must be a whole number of seconds from 5 to 60'),
      });
    }
  });

  it('answers a waiting call as soon as a notification arrives, long before its timeout', async () => {
    const token = await linkedToken(ctx, 'ga-wake', '919810037003');
    await drainNotices(await greenApiClient(ctx, token));
    const waiting = receiveBy(token, '?receiveTimeout=60');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const wrote = Date.now();
    await phoneWrites(token, '919810037103', token.phone, 'Wake up');
    const { status, json, ms } = await waiting;
    expect(status).toBe(200);
    expect((json as GreenNotice).body).toMatchObject({
      typeWebhook: 'incomingMessageReceived',
      messageData: { textMessageData: { textMessage: 'Wake up' } },
    });
    expect(ms).toBeGreaterThanOrEqual(1_000);
    expect(Date.now() - wrote).toBeLessThan(10_000);
  });
});

describe('Green-API surface: the phone’s own messages and statuses', () => {
  it('notifies a message typed on the linked phone as outgoingMessageReceived (message.sent_on_phone)', async () => {
    const token = await linkedToken(ctx, 'ga-typed', '919810037004');
    const client = await greenApiClient(ctx, token);
    await drainNotices(client);
    const friend = '919810037104';
    await token.dash.post('/sandbox/phones', { phone: friend });
    await phoneWrites(token, token.phone, friend, 'Typed on the phone');
    await expect.poll(() => eventTypes(token), { timeout: 10_000 }).toContain('message.sent_on_phone');
    const [notice, ...rest] = await drainNotices(client);
    expect(rest).toEqual([]);
    expect(notice?.body).toMatchObject({
      typeWebhook: 'outgoingMessageReceived',
      senderData: { chatId: `${friend}@c.us`, sender: `${token.phone}@c.us` },
      messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'Typed on the phone' } },
    });
    // Our surface: one of the token's sent messages, as the event says.
    const id = notice?.body.idMessage as string;
    expect((await token.call('GET', `/messages/${id}`)).json()).toMatchObject({
      direction: 'out',
      status: 'sent',
      body: 'Typed on the phone',
    });
  });

  it('notifies a contact’s status and its deletion as incoming messages of status@broadcast', async () => {
    const token = await linkedToken(ctx, 'ga-status', '919810037005');
    const poster = '919810037105';
    await phoneWrites(token, poster, token.phone, 'Hi');
    const client = await greenApiClient(ctx, token);
    await drainNotices(client);
    const post = await token.dash.post(`/sandbox/phones/${poster}/statuses`, { body: 'Gone fishing' });
    expect(post.statusCode, post.body).toBe(200);
    await expect.poll(() => eventTypes(token), { timeout: 10_000 }).toContain('status.received');
    expect((await token.dash.delete(`/sandbox/phones/${poster}/statuses/${post.json().id}`)).statusCode).toBe(
      200,
    );
    await expect.poll(() => eventTypes(token), { timeout: 10_000 }).toContain('status.revoked');
    const bodies = (await drainNotices(client)).map((n) => n.body);
    const sender = { chatId: 'status@broadcast', sender: `${poster}@c.us`, senderName: 'Sandbox 7105' };
    expect(bodies).toMatchObject([
      {
        typeWebhook: 'incomingMessageReceived',
        senderData: sender,
        messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'Gone fishing' } },
      },
      {
        typeWebhook: 'incomingMessageReceived',
        senderData: sender,
        messageData: {
          typeMessage: 'deletedMessage',
          deletedMessageData: { stanzaId: bodies[0]?.idMessage },
        },
      },
    ]);
  });
});
