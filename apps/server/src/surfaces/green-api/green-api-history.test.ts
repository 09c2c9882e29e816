import type { GreenApiMessage } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { greenApiClient, listeningUrl } from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const CONTACT = '919810036111';

describe('Green-API surface: messages as Green-API shows them', () => {
  it('answers getChatHistory, getMessage and the last messages with each type in its fields', async () => {
    const token = await linkedToken(ctx, 'ga-history', '919810036011');
    await token.dash.post('/sandbox/phones', { phone: CONTACT });
    const reply = await token.dash.post(`/sandbox/phones/${CONTACT}/reply`, {
      to: token.phone,
      body: 'Hi there',
    });
    expect(reply.statusCode).toBe(200);
    // Received before the sends, so that the history's order is known.
    await expect.poll(async () => (await token.call('GET', '/messages')).json().result.length).toBe(1);
    const sends = [
      ['/send/text', { body: 'Plain words' }],
      [
        '/send/media',
        { type: 'image', media: `data:image/png;base64,${PNG.toString('base64')}`, caption: 'Logo' },
      ],
      ['/send/location', { latitude: 19.076, longitude: 72.8777, name: 'Office' }],
      ['/send/contact', { contact: { name: 'Asha Rao', phone: '919811112222' } }],
      ['/send/poll', { name: 'Lunch?', options: ['Rice', 'Roti'] }],
    ] as const;
    const ids: string[] = [];
    for (const [path, body] of sends) {
      const sent = await token.call('POST', path, { to: CONTACT, ...body });
      expect(sent.statusCode, sent.body).toBe(202);
      ids.push(sent.json().id);
    }

    const client = await greenApiClient(ctx, token);
    const chatId = `${CONTACT}@c.us`;
    const history = (await client.message.getChatHistory(chatId, 10)) as unknown as GreenApiMessage[];
    expect(history.map((m) => m.typeMessage)).toEqual([
      'pollMessage',
      'contactMessage',
      'locationMessage',
      'imageMessage',
      'textMessage',
      'textMessage',
    ]);
    const [poll, contact, location, image, text, incoming] = history;
    expect(incoming).toMatchObject({
      type: 'incoming',
      chatId,
      senderId: chatId,
      senderName: 'Sandbox 6111',
      textMessage: 'Hi there',
      timestamp: expect.any(Number),
    });
    expect(incoming?.statusMessage).toBeUndefined();
    expect(text).toMatchObject({
      type: 'outgoing',
      idMessage: ids[0],
      senderId: '919810036011@c.us',
      textMessage: 'Plain words',
      statusMessage: expect.stringMatching(/^(pending|sent|delivered|read)$/),
      sendByApi: true,
    });
    expect(image).toMatchObject({ caption: 'Logo', mimeType: 'image/png' });
    expect(location).toMatchObject({
      location: { nameLocation: 'Office', latitude: 19.076, longitude: 72.8777 },
    });
    expect(contact?.contact).toMatchObject({ displayName: 'Asha Rao' });
    expect(contact?.contact?.vcard).toContain('+919811112222');
    expect(poll?.pollMessageData).toEqual({
      name: 'Lunch?',
      options: [{ optionName: 'Rice' }, { optionName: 'Roti' }],
      multipleAnswers: false,
    });
    expect(await client.message.getChatHistory(chatId, 2)).toHaveLength(2);

    // The same message, its status aside (it may have moved on since).
    const { statusMessage: _, ...same } = text as GreenApiMessage;
    expect(await client.message.getMessage(chatId, ids[0] as string)).toMatchObject(same);

    const lastIn = (await client.message.lastIncomingMessages()) as unknown as GreenApiMessage[];
    expect(lastIn.map((m) => m.textMessage)).toEqual(['Hi there']);
    const lastOut = (await client.message.lastOutgoingMessages()) as unknown as GreenApiMessage[];
    expect(lastOut.map((m) => m.idMessage)).toEqual([...ids].reverse());
  });

  it('answers 404 for a message of another chat and 400 for a body without chatId', async () => {
    const token = await linkedToken(ctx, 'ga-history-404', '919810036012');
    const sent = await token.call('POST', '/send/text', { to: CONTACT, body: 'hello' });
    const client = await greenApiClient(ctx, token);
    await expect(client.message.getMessage('919810036999@c.us', sent.json().id)).rejects.toMatchObject({
      response: { status: 404, data: { code: 404 } },
    });
    const url = await listeningUrl(ctx);
    const res = await fetch(`${url}/waInstance${token.insid}/getMessage/${token.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idMessage: sent.json().id }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, message: 'Validation failed' });
    const chatless = await fetch(`${url}/waInstance${token.insid}/getChatHistory/${token.apiKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chatId: '919810036998@c.us' }),
    });
    expect(chatless.status).toBe(404);
  });
});

describe('Green-API surface: settings', () => {
  it('maps getSettings / setSettings onto the webhook and the sending delay', async () => {
    const token = await linkedToken(ctx, 'ga-settings', '919810036021');
    const client = await greenApiClient(ctx, token);
    const before = await client.settings.getSettings();
    expect(before).toMatchObject({
      wid: '919810036021@c.us',
      webhookUrl: '',
      webhookUrlToken: '',
      incomingWebhook: 'yes',
      outgoingWebhook: 'yes',
      stateWebhook: 'yes',
      markIncomingMessagesReaded: 'no',
    });

    expect(
      await client.settings.setSettings({
        webhookUrl: 'https://hooks.example.com/green',
        delaySendMessagesMilliseconds: 1500,
        stateWebhook: 'no',
        countryInstance: 'ru',
      }),
    ).toEqual({ saveSettings: true });
    const after = await client.settings.getSettings();
    expect(after).toMatchObject({
      webhookUrl: 'https://hooks.example.com/green',
      delaySendMessagesMilliseconds: 1500,
      stateWebhook: 'no',
      incomingWebhook: 'yes',
    });
    // The same settings as /api/v1 shows them.
    const webhook = (await token.call('GET', '/instance/webhook')).json();
    expect(webhook.url).toBe('https://hooks.example.com/green');
    expect(webhook.events).not.toContain('instance.state');
    // Messages typed on the phone have their switch too.
    expect(webhook.events).toContain('message.sent_on_phone');
    await client.settings.setSettings({ outgoingMessageWebhook: 'no' });
    expect((await client.settings.getSettings()).outgoingMessageWebhook).toBe('no');
    expect((await token.call('GET', '/instance/webhook')).json().events).not.toContain(
      'message.sent_on_phone',
    );
    const sending = (await token.call('GET', '/instance/settings')).json();
    expect(sending.settings).toMatchObject({ sendDelayMinMs: 1500, sendDelayMaxMs: 1500 });

    await client.settings.setSettings({ webhookUrl: '' });
    expect((await client.settings.getSettings()).webhookUrl).toBe('');
    expect((await token.call('GET', '/instance/webhook')).json().url).toBeNull();

    await expect(client.settings.setSettings({ delaySendMessagesMilliseconds: 10 })).rejects.toMatchObject({
      response: { status: 400 },
    });
    await expect(client.settings.setSettings({})).rejects.toMatchObject({ response: { status: 400 } });
  });
});
