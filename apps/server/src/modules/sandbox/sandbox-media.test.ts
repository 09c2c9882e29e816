import { MessagingMessages, type SandboxChat } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../../test/api-client';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ SIM_DELIVERY_DELAY_MS: '0', SIM_READ_DELAY_MS: '0' });
});
afterAll(() => ctx.close());

const TOKEN_PHONE = '919800000901';
const CONTACT = '919800000902';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

type Dash = ReturnType<typeof apiAs>;

/** The phone's chat with `peer`, once it holds `count` messages. */
async function chatOnPhone(dash: Dash, phone: string, peer: string, count: number) {
  let chat: SandboxChat | undefined;
  await expect
    .poll(async () => {
      const chats = (await dash.get(`/sandbox/phones/${phone}`)).json().chats as SandboxChat[];
      chat = chats.find((c) => c.id === peer);
      return chat?.messages.length ?? 0;
    })
    .toBe(count);
  return chat as SandboxChat;
}

describe('media on sandbox phones', () => {
  it('shows a token’s files, locations and contacts as content, and serves an inline file to the phone’s owner only', async () => {
    const token = await linkedToken(ctx, 1, TOKEN_PHONE);
    await token.dash.post('/sandbox/phones', { phone: CONTACT });
    const sends = [
      [
        '/send/media',
        { type: 'image', media: `data:image/png;base64,${PNG.toString('base64')}`, caption: 'Logo' },
      ],
      [
        '/send/media',
        { type: 'document', media: 'https://example.com/files/menu.pdf', fileName: 'menu.pdf' },
      ],
      ['/send/location', { latitude: 19.076, longitude: 72.8777, name: 'Office', address: 'Andheri East' }],
      ['/send/contact', { contact: { name: 'Asha Rao', phone: '919811112222' } }],
      ['/send/text', { body: 'Plain words' }],
    ] as const;
    for (const [path, body] of sends) {
      const sent = await token.call('POST', path, { to: CONTACT, ...body });
      expect(sent.statusCode, sent.body).toBe(202);
    }

    const chat = await chatOnPhone(token.dash, CONTACT, TOKEN_PHONE, sends.length);
    expect(chat.messages.map((m) => m.content)).toEqual([
      {
        type: 'media',
        mediaType: 'image',
        url: null,
        mimeType: 'image/png',
        fileName: null,
        caption: 'Logo',
      },
      {
        type: 'media',
        mediaType: 'document',
        url: 'https://example.com/files/menu.pdf',
        mimeType: null,
        fileName: 'menu.pdf',
        caption: null,
      },
      { type: 'location', latitude: 19.076, longitude: 72.8777, name: 'Office', address: 'Andheri East' },
      { type: 'contact', name: 'Asha Rao', phone: '919811112222' },
      null,
    ]);
    // The token's own phone shows the same, on its side of the chat.
    const own = await chatOnPhone(token.dash, TOKEN_PHONE, CONTACT, sends.length);
    expect(own.messages.map((m) => m.content?.type ?? 'text')).toEqual([
      'media',
      'media',
      'location',
      'contact',
      'text',
    ]);

    const [image, document, location] = chat.messages;
    const bytes = await token.dash.get(`/sandbox/phones/${CONTACT}/media/${image?.id}`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.rawPayload).toEqual(PNG);
    const fromOwnPhone = await token.dash.get(`/sandbox/phones/${TOKEN_PHONE}/media/${own.messages[0]?.id}`);
    expect(fromOwnPhone.rawPayload).toEqual(PNG);

    const byUrl = await token.dash.get(`/sandbox/phones/${CONTACT}/media/${document?.id}`);
    expect([byUrl.statusCode, byUrl.headers.location]).toEqual([302, 'https://example.com/files/menu.pdf']);
    const noFile = await token.dash.get(`/sandbox/phones/${CONTACT}/media/${location?.id}`);
    expect([noFile.statusCode, noFile.json().message]).toEqual([404, MessagingMessages.noMedia]);

    // Another account's phone of the same number is another phone: it never got the file.
    const { token: other } = await signUpAndLogin(ctx.app, 2);
    const foreign = await apiAs(ctx.app, other).get(`/sandbox/phones/${CONTACT}/media/${image?.id}`);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, MessagingMessages.noMedia]);
    // A phone of the user's that did not get the message has no such file.
    await token.dash.post('/sandbox/phones', { phone: '919800000903' });
    const elsewhere = await token.dash.get(`/sandbox/phones/919800000903/media/${image?.id}`);
    expect(elsewhere.statusCode).toBe(404);
    const badId = await token.dash.get(`/sandbox/phones/${CONTACT}/media/not-an-id`);
    expect(badId.statusCode).toBe(400);
  });
});
