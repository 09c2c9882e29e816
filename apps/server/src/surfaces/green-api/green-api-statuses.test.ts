import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl } from '../../../test/green-api-client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

type Token = Awaited<ReturnType<typeof linkedToken>>;
const CONTACT = '919810035302';

/** The client 0.4.4 has no status methods: Green-API's request as its documentation gives it. */
async function method(token: Token, name: string, body: object) {
  const url = `${await listeningUrl(ctx)}/waInstance${token.insid}/${name}/${token.apiKey}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const messageOf = async (token: Token, id: string) => (await token.call('GET', `/messages/${id}`)).json();
const phoneStatuses = async (token: Token, phone: string) =>
  (await token.dash.get(`/sandbox/phones/${phone}/statuses`)).json().result as Array<Record<string, unknown>>;

describe('Green-API surface: statuses', () => {
  it('sendTextStatus posts a text status to the participants; deleteStatus takes it back', async () => {
    const token = await linkedToken(ctx, 'ga-status-text', '919810035301');
    const sent = await method(token, 'sendTextStatus', {
      message: 'Open on Sunday',
      backgroundColor: '#AA3300',
      font: 'NORICAN_REGULAR',
      participants: [`${CONTACT}@c.us`],
    });
    expect(sent).toEqual({ status: 200, body: { idMessage: expect.any(String) } });
    const id = sent.body.idMessage as string;
    await expect.poll(async () => (await messageOf(token, id)).status).toBe('sent');
    expect(await messageOf(token, id)).toMatchObject({ type: 'status', body: 'Open on Sunday' });
    expect((await phoneStatuses(token, CONTACT))[0]).toMatchObject({
      id,
      type: 'text',
      backgroundColor: '#AA3300',
      font: 2,
    });

    expect(await method(token, 'deleteStatus', { idMessage: id })).toEqual({ status: 200, body: {} });
    expect(await phoneStatuses(token, CONTACT)).toEqual([]);
    expect(await method(token, 'deleteStatus', { idMessage: id })).toMatchObject({
      status: 409,
      body: { code: 409 },
    });
  });

  it('sendMediaStatus posts a file by its URL; bad input is a Green-API 400', async () => {
    const token = await linkedToken(ctx, 'ga-status-media', '919810035303');
    const sent = await method(token, 'sendMediaStatus', {
      urlFile: 'https://example.com/files/new-in.jpg',
      fileName: 'new-in.jpg',
      caption: 'New in',
      participants: [CONTACT],
    });
    expect(sent).toEqual({ status: 200, body: { idMessage: expect.any(String) } });
    expect(await messageOf(token, sent.body.idMessage as string)).toMatchObject({
      type: 'status',
      body: 'New in',
      media: { type: 'image', url: 'https://example.com/files/new-in.jpg' },
    });
    const pdf = await method(token, 'sendMediaStatus', {
      urlFile: 'https://example.com/files/menu.pdf',
      fileName: 'menu.pdf',
      participants: [CONTACT],
    });
    expect(pdf).toMatchObject({ status: 400, body: { code: 400, message: 'Validation failed' } });
    const noText = await method(token, 'sendTextStatus', { participants: [CONTACT] });
    expect(noText).toMatchObject({ status: 400, body: { code: 400 } });
  });
});
