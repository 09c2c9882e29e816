import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../apps/server/test/harness';
import { type Chatgate, ChatgateError } from '../src/index';
import { sdkToken } from './sdk-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

const PNG = await sharp({
  create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
})
  .png()
  .toBuffer();
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

const statusOf = (chatgate: Chatgate, id: string) =>
  expect.poll(async () => (await chatgate.messages.get(id)).status, { timeout: 15_000 });

describe('messages through the SDK', () => {
  it('sends every message type, each queued and then read on the sandbox phone', async () => {
    const { chatgate } = await sdkToken(ctx, 'sender', '919800070001');
    const to = '919800070101';
    const text = await chatgate.messages.sendText({ to, body: 'Hello from the SDK' });
    expect(text).toEqual({ id: expect.any(String), status: 'queued' });
    await statusOf(chatgate, text.id).toBe('read');

    const sent = [
      await chatgate.messages.sendMedia({ to, type: 'image', media: PNG_DATA_URL, caption: 'A dot' }),
      await chatgate.messages.sendLocation({ to, latitude: 18.922, longitude: 72.8347, name: 'Gateway' }),
      await chatgate.messages.sendContact({ to, contact: { name: 'Asha Rao', phone: '919811112222' } }),
      await chatgate.messages.sendReaction({ to, messageId: text.id, emoji: '👍' }),
      await chatgate.messages.sendPoll({ to, name: 'Which day?', options: ['Monday', 'Tuesday'] }),
      await chatgate.messages.sendSticker({ to, media: PNG_DATA_URL }),
      await chatgate.messages.forward(text.id, { to: '919800070102' }),
    ];
    for (const { id, status } of sent) {
      expect(status).toBe('queued');
      await statusOf(chatgate, id).toBe('read');
    }
    const types = await Promise.all(sent.map(async ({ id }) => (await chatgate.messages.get(id)).type));
    expect(types).toEqual(['image', 'location', 'contact', 'reaction', 'poll', 'sticker', 'text']);

    const listed = await chatgate.messages.list({ limit: 100 });
    expect(listed.result.map((m) => m.id)).toEqual(
      expect.arrayContaining([text.id, ...sent.map((s) => s.id)]),
    );
  });

  it('edits and deletes a sent message', async () => {
    const { chatgate } = await sdkToken(ctx, 'editor', '919800070002');
    const { id } = await chatgate.messages.sendText({ to: '919800070201', body: 'Typo' });
    await statusOf(chatgate, id).toBe('read');
    await chatgate.messages.edit(id, { body: 'Fixed' });
    expect((await chatgate.messages.get(id)).body).toBe('Fixed');
    await chatgate.messages.delete(id);
    await expect.poll(async () => (await chatgate.messages.get(id)).revokedAt).not.toBeNull();
  });

  it('sends to a group and a channel, and posts a status', async () => {
    const { chatgate } = await sdkToken(ctx, 'groups', '919800070003');
    const group = await chatgate.groups.create({ subject: 'SDK group', participants: ['919800070301'] });
    expect((await chatgate.groups.get(group.id)).subject).toBe('SDK group');
    expect((await chatgate.groups.list()).result.map((g) => g.id)).toContain(group.id);
    const toGroup = await chatgate.groups.send(group.id, { body: 'Hello, group' });
    await statusOf(chatgate, toGroup.id).not.toBe('queued');

    const channel = await chatgate.channels.create({ name: 'SDK news' });
    const post = await chatgate.channels.send(channel.id, { body: 'First post' });
    await statusOf(chatgate, post.id).not.toBe('queued');

    const status = await chatgate.statuses.postText({ body: 'Out of office', recipients: ['919800070301'] });
    expect(status.status).toBe('queued');
  });

  it('reads the instance, its settings, queue, chats and contacts', async () => {
    const { chatgate } = await sdkToken(ctx, 'reader', '919800070004');
    expect((await chatgate.instance.state()).state).toBe('connected');
    expect((await chatgate.instance.settings()).settings.rejectCalls).toBe(false);
    await chatgate.instance.updateSettings({ rejectCalls: true });
    expect((await chatgate.instance.settings()).settings.rejectCalls).toBe(true);
    expect((await chatgate.queue.list()).result).toEqual([]);
    expect(await chatgate.queue.unacknowledged({ limit: 10 })).toEqual({ count: 0, result: [] });
    await chatgate.messages.sendText({ to: '919800070401', body: 'Hi' });
    await expect.poll(async () => (await chatgate.chats.list()).result.length).toBe(1);
    expect(await chatgate.contacts.check('919800070401')).toEqual({
      result: true,
      message: expect.any(String),
    });
  });

  it('throws a ChatgateError with the status, code and message of a refusal', async () => {
    const { chatgate } = await sdkToken(ctx, 'refused', '919800070005');
    const invalid = await chatgate.messages.sendText({ to: '919800070501', body: ' ' }).catch((e) => e);
    expect(invalid).toBeInstanceOf(ChatgateError);
    expect([invalid.status, invalid.code]).toEqual([400, 'VALIDATION']);
    expect(invalid.message).toMatch(/\w/);

    const missing = await chatgate.messages.get('00000000-0000-4000-8000-000000000000').catch((e) => e);
    expect([missing.status, missing.code]).toEqual([404, 'NOT_FOUND']);
  });
});
