import { SandboxStatusTexts, STATUS_CHAT, StatusMessages } from '@chatgate/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;
const contact = '919800000736';
const other = '919800000737';

const posted = async (a: Token, path: string, body: object, headers: Record<string, string> = {}) => {
  const res = await a.call('POST', path, body, headers);
  expect(res.statusCode, res.body).toBe(202);
  return res.json().id as string;
};
const statusOf = async (a: Token, id: string) => (await a.call('GET', `/messages/${id}`)).json();
const sentOut = (a: Token, id: string) =>
  expect.poll(async () => (await statusOf(a, id)).status, { timeout: 5000 }).toBe('sent');
const phoneStatuses = async (a: Token, phone: string) =>
  (await a.dash.get(`/sandbox/phones/${phone}/statuses`)).json().result as Array<Record<string, unknown>>;
const eventsOf = async (a: Token, type: string) =>
  (
    (await a.call('GET', '/events')).json().result as Array<{ type: string; data: Record<string, unknown> }>
  ).filter((e) => e.type === type);

describe('POST /status/text', () => {
  it('posts a text status to the token’s contacts: the message view, the phone’s Status list, a view as status.viewed', async () => {
    const a = await linkedToken(ctx, 'status-text', '919800000731');
    // The contact: a number the token has messaged.
    await posted(a, '/send/text', { to: contact, body: 'Hello' });
    const id = await posted(a, '/status/text', {
      body: 'Open on Sunday',
      backgroundColor: '#AA3300',
      font: 2,
    });
    await sentOut(a, id);
    expect(await statusOf(a, id)).toMatchObject({
      id,
      direction: 'out',
      chatId: STATUS_CHAT,
      type: 'status',
      body: 'Open on Sunday',
      media: null,
    });

    const [shown] = await phoneStatuses(a, contact);
    expect(shown).toMatchObject({
      id,
      poster: a.phone,
      type: 'text',
      body: 'Open on Sunday',
      backgroundColor: '#AA3300',
      font: 2,
      viewed: false,
    });
    expect(await phoneStatuses(a, other)).toEqual([]);

    const view = await a.dash.post(`/sandbox/phones/${contact}/statuses/${id}/view`);
    expect(view.statusCode, view.body).toBe(200);
    await a.dash.post(`/sandbox/phones/${contact}/statuses/${id}/view`);
    await expect.poll(async () => (await eventsOf(a, 'status.viewed')).length).toBe(1);
    const [event] = await eventsOf(a, 'status.viewed');
    expect(event?.data).toMatchObject({ statusId: id, viewer: contact });
    expect((await phoneStatuses(a, contact))[0]).toMatchObject({ viewed: true });
    // A phone the status was not shown to cannot open it.
    expect((await a.dash.post(`/sandbox/phones/${other}/statuses/${id}/view`)).statusCode).toBe(404);
  });

  it('shows a status only to the recipients given, and refuses bad fields in plain words', async () => {
    const a = await linkedToken(ctx, 'status-fields', '919800000732');
    const id = await posted(a, '/status/text', { body: 'Just you', recipients: [other] });
    await sentOut(a, id);
    expect((await phoneStatuses(a, other)).map((s) => s.id)).toEqual([id]);
    expect(await phoneStatuses(a, contact)).toEqual([]);

    const refused = async (body: object) => {
      const res = await a.call('POST', '/status/text', { body: 'Hi', recipients: [other], ...body });
      return [res.statusCode, res.json().message];
    };
    expect(await refused({ body: ' ' })).toEqual([400, StatusMessages.bodyRequired]);
    expect(await refused({ body: 'x'.repeat(701) })).toEqual([400, StatusMessages.bodyTooLong]);
    expect(await refused({ backgroundColor: 'red' })).toEqual([400, StatusMessages.backgroundInvalid]);
    expect(await refused({ font: 9 })).toEqual([400, StatusMessages.fontInvalid]);
    expect(await refused({ recipients: [] })).toEqual([400, StatusMessages.recipientsInvalid]);
    expect(await refused({ recipients: ['120363000000000001@g.us'] })).toEqual([
      400,
      StatusMessages.recipientsInvalid,
    ]);
  });

  it('answers 409 for a token without contacts, and holds an Idempotency-Key as a send does', async () => {
    const a = await linkedToken(ctx, 'status-none', '919800000733');
    const none = await a.call('POST', '/status/text', { body: 'Anyone?' });
    expect([none.statusCode, none.json().message]).toEqual([409, StatusMessages.noContacts]);

    const body = { body: 'Once', recipients: [contact] };
    const headers = { 'idempotency-key': 'status-once' };
    const first = await posted(a, '/status/text', body, headers);
    expect(await posted(a, '/status/text', body, headers)).toBe(first);
    expect((await a.call('POST', '/status/text', { ...body, body: 'Twice' }, headers)).statusCode).toBe(422);
  });
});

describe('POST /status/media and DELETE /status/{id}', () => {
  it('posts an inline image with its caption, serves it to the phone, refuses a non-image, and deletes it', async () => {
    const a = await linkedToken(ctx, 'status-media', '919800000734');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const media = `data:image/png;base64,${png.toString('base64')}`;
    const id = await posted(a, '/status/media', {
      type: 'image',
      media,
      caption: 'New in',
      recipients: [contact],
    });
    await sentOut(a, id);
    expect(await statusOf(a, id)).toMatchObject({
      type: 'status',
      body: 'New in',
      media: { type: 'image', mimeType: 'image/png', size: png.length, url: null },
    });
    const [shown] = await phoneStatuses(a, contact);
    expect(shown).toMatchObject({ id, type: 'image', body: 'New in' });
    const file = await a.dash.get(shown?.mediaUrl as string);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);

    const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    expect(
      (await a.call('POST', '/status/media', { type: 'image', media: pdf, recipients: [contact] }))
        .statusCode,
    ).toBe(415);

    const deleted = await a.call('DELETE', `/status/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ id, body: '', media: null });
    expect(deleted.json().revokedAt).not.toBeNull();
    expect(await phoneStatuses(a, contact)).toEqual([]);
    expect((await eventsOf(a, 'message.revoked')).map((e) => e.data.id)).toEqual([id]);
    const again = await a.call('DELETE', `/status/${id}`);
    expect([again.statusCode, again.json().message]).toEqual([409, StatusMessages.revoked]);
  });

  it('answers 404 for a message that is not one of the token’s statuses', async () => {
    const a = await linkedToken(ctx, 'status-404', '919800000735');
    const text = await posted(a, '/send/text', { to: contact, body: 'Not a status' });
    for (const id of [text, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await a.call('DELETE', `/status/${id}`);
      expect([res.statusCode, res.json().message]).toEqual([404, StatusMessages.notAStatus]);
    }
  });
});

describe('statuses contacts post', () => {
  it('arrive as status.received: a Sandbox Phone posting a text status to the token', async () => {
    const a = await linkedToken(ctx, 'status-received', '919800000738');
    const reply = await a.dash.post(`/sandbox/phones/${contact}/reply`, { to: a.phone, body: 'Hi there' });
    expect(reply.statusCode, reply.body).toBe(200);
    const post = await a.dash.post(`/sandbox/phones/${contact}/statuses`, { body: 'Gone fishing' });
    expect(post.statusCode, post.body).toBe(200);
    await expect.poll(async () => (await eventsOf(a, 'status.received')).length).toBe(1);
    const [event] = await eventsOf(a, 'status.received');
    expect(event?.data).toMatchObject({
      chatId: STATUS_CHAT,
      author: contact,
      type: 'status',
      body: 'Gone fishing',
      direction: 'in',
    });
    expect((await eventsOf(a, 'message.received')).map((e) => e.data.body)).toEqual(['Hi there']);
  });

  it('a status the contact deletes becomes status.revoked, and the stored status is deleted for everyone', async () => {
    const a = await linkedToken(ctx, 'status-revoked', '919810033010');
    const poster = '919810033011';
    await a.dash.post('/sandbox/phones', { phone: poster });
    expect(
      (await a.dash.post(`/sandbox/phones/${poster}/reply`, { to: a.phone, body: 'Hi' })).statusCode,
    ).toBe(200);
    const post = await a.dash.post(`/sandbox/phones/${poster}/statuses`, { body: 'Short-lived' });
    const postedId = post.json().id as string;
    await expect.poll(async () => (await eventsOf(a, 'status.received')).length).toBe(1);
    const [received] = await eventsOf(a, 'status.received');
    const messageId = received?.data.id as string;

    // Only the poster may delete it; another phone has no such status.
    expect((await a.dash.delete(`/sandbox/phones/${a.phone}/statuses/${postedId}`)).statusCode).toBe(404);
    const deleted = await a.dash.delete(`/sandbox/phones/${poster}/statuses/${postedId}`);
    expect([deleted.statusCode, deleted.json().message]).toEqual([200, SandboxStatusTexts.deleted]);
    await expect.poll(async () => (await eventsOf(a, 'status.revoked')).length).toBe(1);
    const [revoked] = await eventsOf(a, 'status.revoked');
    expect(revoked?.data).toMatchObject({
      id: messageId,
      chatId: STATUS_CHAT,
      author: poster,
      type: 'status',
    });
    expect(revoked?.data.revokedAt).toEqual(expect.any(String));
    expect((await a.call('GET', `/messages/${messageId}`)).json().revokedAt).toEqual(expect.any(String));
    expect(await eventsOf(a, 'message.revoked')).toEqual([]);
    // Gone from the phones it was shown to, and a second delete finds nothing.
    const seen = (await a.dash.get(`/sandbox/phones/${poster}/statuses`)).json().result as Array<{
      id: string;
    }>;
    expect(seen.map((st) => st.id)).not.toContain(postedId);
    expect((await a.dash.delete(`/sandbox/phones/${poster}/statuses/${postedId}`)).statusCode).toBe(404);
  });
});
