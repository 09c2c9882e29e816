import { randomUUID } from 'node:crypto';
import { MessagingMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';
import { createMediaStore } from '../media/media-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const GROUP = '120363012345678901@g.us';

/** The file of message `id` as `token` downloads it: the bytes received, sandboxed as every download is. */
async function downloaded(token: Awaited<ReturnType<typeof linkedToken>>, id: string, bytes: Buffer) {
  const download = await token.call('GET', `/messages/${id}/media`);
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload).toEqual(bytes);
  expect(download.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  return download.headers;
}

describe('a file someone sent the token', () => {
  it('is described in the message and downloaded with the token’s own key only', async () => {
    const token = await linkedToken(ctx, 'rm1', '919800000101');
    const other = await linkedToken(ctx, 'rm2', '919800000102');
    const bytes = Buffer.from('%PDF-1.4 menu');
    const ref = await createMediaStore(ctx.config.mediaDir).save(bytes);
    const id = randomUUID();
    const file = { ref, mimeType: 'application/pdf', size: bytes.length, fileName: 'menü "1".pdf' };
    await ctx.runtime.messageWriters.incoming.record(
      token.insid,
      {
        id,
        from: GROUP,
        author: '919811112222',
        type: 'document',
        body: '[document menü "1".pdf]',
        timestamp: new Date(),
        file,
      },
      ctx.config.publicUrl,
    );

    const view = (await token.call('GET', `/messages/${id}`)).json();
    expect(view).toMatchObject({
      chatId: GROUP,
      author: '919811112222',
      type: 'document',
      media: {
        url: `${ctx.config.publicUrl}/api/v1/messages/${id}/media`,
        mimeType: 'application/pdf',
        size: bytes.length,
        fileName: 'menü "1".pdf',
      },
    });
    expect(JSON.stringify(view)).not.toContain(ref);

    expect(await downloaded(token, id, bytes)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="men_ _1_.pdf"; filename*=UTF-8''men%C3%BC%20%221%22.pdf`,
    });

    const stranger = await other.call('GET', `/messages/${id}/media`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(MessagingMessages.messageNotFound);
  });

  it('is served as what its bytes are, never as the page its sender said it was', async () => {
    const token = await linkedToken(ctx, 'rm4', '919800000104');
    const received = async (bytes: Buffer, mimeType: string) => {
      const id = randomUUID();
      const ref = await createMediaStore(ctx.config.mediaDir).save(bytes);
      await ctx.runtime.messageWriters.incoming.record(
        token.insid,
        {
          id,
          from: '919811112222',
          type: 'document',
          body: '[document]',
          timestamp: new Date(),
          file: { ref, mimeType, size: bytes.length },
        },
        ctx.config.publicUrl,
      );
      return { id, headers: await downloaded(token, id, bytes) };
    };

    const page = await received(
      Buffer.from('<html><script>fetch("/api/v1/me")</script></html>'),
      'text/html',
    );
    expect(page.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${page.id}.bin"; filename*=UTF-8''${page.id}.bin`,
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const image = await received(png, 'text/html; charset=utf-8');
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `attachment; filename="${image.id}.png"; filename*=UTF-8''${image.id}.png`,
    });
  });

  it('answers 404 in words for a message without a file or a malformed id', async () => {
    const token = await linkedToken(ctx, 'rm3', '919800000103');
    const id = randomUUID();
    await ctx.runtime.messageWriters.incoming.record(
      token.insid,
      { id, from: '919811112222', type: 'text', body: 'hi', timestamp: new Date() },
      ctx.config.publicUrl,
    );
    expect((await token.call('GET', `/messages/${id}`)).json()).toMatchObject({ author: null, media: null });
    const none = await token.call('GET', `/messages/${id}/media`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(MessagingMessages.noMedia);
    expect((await token.call('GET', '/messages/not-a-uuid/media')).statusCode).toBe(404);
  });
});
