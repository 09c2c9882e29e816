import { PollMessages, SandboxMessages } from '@chatgate/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 300, height = 150) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();
const dataUrl = (mimeType: string, bytes: Buffer) => `data:${mimeType};base64,${bytes.toString('base64')}`;

type Token = Awaited<ReturnType<typeof linkedToken>>;

/** The sticker's file as the recipient's Sandbox Phone downloads it. */
async function stickerOnPhone(a: Token, phone: string, id: string) {
  await expect.poll(async () => (await a.call('GET', `/messages/${id}`)).json().status).not.toBe('queued');
  const file = await a.dash.get(`/sandbox/phones/${phone}/media/${id}`);
  expect(file.statusCode, file.body).toBe(200);
  return file.rawPayload;
}

describe('POST /send/sticker', () => {
  it('converts a PNG or a JPEG to a 512x512 WebP, fitted inside with transparent padding', async () => {
    const a = await linkedToken(ctx, 'sticker-png', '919800005001');
    const to = '919800005101';
    for (const [format, mimeType] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const res = await a.call('POST', '/send/sticker', {
        to,
        media: dataUrl(mimeType, await image(format)),
      });
      expect(res.statusCode, res.body).toBe(202);
      const sent = await stickerOnPhone(a, to, res.json().id);
      const meta = await sharp(sent).metadata();
      expect([format, meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
        format,
        'webp',
        512,
        512,
        true,
      ]);
      // The 2:1 picture is fitted inside: the top rows are padding.
      const { data } = await sharp(sent).raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(0);
      const view = (await a.call('GET', `/messages/${res.json().id}`)).json();
      expect(view).toMatchObject({
        type: 'sticker',
        media: { type: 'sticker', mimeType: 'image/webp', size: sent.length },
      });
    }
  });

  it('sends a WebP as it is', async () => {
    const a = await linkedToken(ctx, 'sticker-webp', '919800005002');
    const to = '919800005102';
    const webp = await image('webp', 200, 200);
    const res = await a.call('POST', '/send/sticker', { to, media: dataUrl('image/webp', webp) });
    expect(res.statusCode, res.body).toBe(202);
    expect((await stickerOnPhone(a, to, res.json().id)).equals(webp)).toBe(true);
  });

  it('refuses a GIF, a PDF and bytes that are no image with 415, and a URL naming another type', async () => {
    const a = await linkedToken(ctx, 'sticker-refused', '919800005003');
    const to = '919800005103';
    const refused = async (media: string) => {
      const res = await a.call('POST', '/send/sticker', { to, media });
      return [res.statusCode, res.json().message];
    };
    const notASticker = [415, PollMessages.stickerType];
    expect(await refused(dataUrl('image/gif', await image('gif')))).toEqual(notASticker);
    expect(await refused(dataUrl('application/pdf', Buffer.from('%PDF-1.4 hello')))).toEqual(notASticker);
    // Declared a PNG, but a GIF by its bytes; a PNG cut short.
    expect(await refused(dataUrl('image/png', await image('gif')))).toEqual(notASticker);
    const png = await image('png');
    expect(await refused(dataUrl('image/png', png.subarray(0, png.length - 40)))).toEqual(notASticker);
    expect(await refused('https://example.com/sticker.gif')).toEqual(notASticker);
    expect(await refused('data:image/png;base64,@@@')).toEqual([400, expect.any(String)]);
    expect((await a.call('GET', '/messages')).json().result).toEqual([]);
  });

  it('accepts an https URL of a sticker (fetched and converted when sent) and answers retries once', async () => {
    const a = await linkedToken(ctx, 'sticker-url', '919800005004');
    const body = { to: '919800005104', media: 'https://example.com/sticker.png' };
    const headers = { 'idempotency-key': 'sticker-once' };
    const first = await a.call('POST', '/send/sticker', body, headers);
    const again = await a.call('POST', '/send/sticker', body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json().id).toBe(first.json().id);
    const view = (await a.call('GET', `/messages/${first.json().id}`)).json();
    expect(view.media).toMatchObject({ type: 'sticker', url: body.media });
  });

  it('answers an inline retry with the same Idempotency-Key once, the file converted the same', async () => {
    const a = await linkedToken(ctx, 'sticker-idem', '919800005005');
    const body = { to: '919800005105', media: dataUrl('image/png', await image('png')) };
    const headers = { 'idempotency-key': 'inline-sticker' };
    const first = await a.call('POST', '/send/sticker', body, headers);
    const again = await a.call('POST', '/send/sticker', body, headers);
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json().id).toBe(first.json().id);
    expect((await a.call('GET', '/messages')).json().result).toHaveLength(1);
  });

  it('receives a sticker a phone sends as type sticker, its WebP downloadable like other received media', async () => {
    const a = await linkedToken(ctx, 'sticker-received', '919800005006');
    const from = '919800005106';
    await a.dash.get(`/sandbox/phones/${from}`);
    const sent = await a.dash.post(`/sandbox/phones/${from}/sticker`, { to: a.phone });
    expect(sent.json()).toEqual({ message: SandboxMessages.stickerSent });
    const received = async () =>
      (await a.call('GET', '/messages')).json().result.find((m: { type: string }) => m.type === 'sticker');
    await expect
      .poll(received)
      .toMatchObject({ direction: 'in', chatId: from, media: { mimeType: 'image/webp' } });
    const file = await a.call('GET', `/messages/${(await received()).id}/media`);
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
  });
});
