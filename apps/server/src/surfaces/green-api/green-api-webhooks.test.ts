import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchLink, greenApiClient } from '../../../test/green-api-client';
import { startGreenApiReceiver } from '../../../test/green-api-webhook-receiver';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startGreenApiReceiver>>;
beforeAll(async () => {
  ctx = await createTestContext({ WEBHOOK_RETRY_SCALE: '0.0002' });
  receiver = await startGreenApiReceiver();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

type Body = Record<string, unknown>;

describe('Green-API surface: webhooks in Green-API’s format', () => {
  it('setSettings with webhookUrl sends Green-API bodies to the client’s webhookAPI receiver, with the Bearer token and our signature', async () => {
    const token = await linkedToken(ctx, 'ga-hook', '919810036031');
    const client = await greenApiClient(ctx, token);
    const texts: Array<{ body: Body; text: unknown }> = [];
    const statuses: Array<{ body: Body; status: unknown }> = [];
    receiver.webhooks.onIncomingMessageText((body, _id, _idMessage, _sender, _type, text) =>
      texts.push({ body, text }),
    );
    receiver.webhooks.onOutgoingMessageStatus((body, _id, _idMessage, status) =>
      statuses.push({ body, status }),
    );

    // The person writes once before the webhook is set, so the token knows their name (a first
    // message can be delivered before the name it brought is stored).
    await token.dash.post('/sandbox/phones', { phone: '919810036131' });
    await token.dash.post('/sandbox/phones/919810036131/reply', { to: token.phone, body: 'Hello' });
    await expect
      .poll(async () => (await token.call('GET', '/contacts/919810036131')).json().pushName)
      .toBe('Sandbox 6131');
    await client.settings.setSettings({ webhookUrl: receiver.url, webhookUrlToken: 'green-secret' });
    const settings = await client.settings.getSettings();
    expect(settings).toMatchObject({ webhookUrl: receiver.url, webhookUrlToken: 'green-secret' });
    const webhook = (await token.call('GET', '/instance/webhook')).json();
    expect(webhook.format).toBe('green-api');

    await token.dash.post('/sandbox/phones/919810036131/reply', { to: token.phone, body: 'Hook me' });
    const sent = await token.call('POST', '/send/text', { to: '919810036131', body: 'Hooked' });
    await expect.poll(() => statuses.map((s) => s.status), { timeout: 10_000 }).toContain('read');
    await expect.poll(() => texts.map((t) => t.text)).toEqual(['Hook me']);
    expect(texts[0]?.body).toMatchObject({
      typeWebhook: 'incomingMessageReceived',
      instanceData: { idInstance: token.insid, wid: '919810036031@c.us' },
      senderData: { sender: '919810036131@c.us', senderName: 'Sandbox 6131', chatName: 'Sandbox 6131' },
    });
    // A received file's downloadUrl in a webhook body needs no key either.
    await token.dash.post('/sandbox/phones/919810036131/sticker', { to: token.phone });
    const stickerData = () =>
      receiver.bodies
        .map((b) => b.messageData as Body | undefined)
        .find((data) => data?.typeMessage === 'stickerMessage');
    await expect.poll(stickerData, { timeout: 10_000 }).toBeDefined();
    const file = stickerData()?.fileMessageData as Body;
    const download = await fetchLink(ctx, file.downloadUrl as string);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
    // Deliveries of one token run side by side (WEBHOOK_PER_TOKEN_CONCURRENCY): each once, in any order.
    expect(statuses.map((s) => s.status).sort()).toEqual(['delivered', 'read', 'sent']);
    expect(statuses.find((s) => s.status === 'sent')?.body).toMatchObject({
      idMessage: sent.json().id,
      sendByApi: true,
    });

    // Green-API's Bearer header beside the Standard Webhooks signature.
    const last = receiver.headers.at(-1) ?? {};
    expect(last.authorization).toBe('Bearer green-secret');
    expect(last['webhook-signature']).toMatch(/^v1,/);

    // The dashboard's switch back to our format: our bodies, no Bearer once the token is removed.
    await client.settings.setSettings({ webhookUrlToken: '' });
    const ours = await token.call('PUT', '/instance/webhook', { format: 'chatgate' });
    expect(ours.json().format).toBe('chatgate');
    expect((await client.settings.getSettings()).webhookUrlToken).toBe('');
  });
});
