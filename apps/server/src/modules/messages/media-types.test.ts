import { MEDIA_MIME_TYPES } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken } from '../../../test/linked-token';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

const dataUrl = (mimeType: string, text = 'some bytes') =>
  `data:${mimeType};base64,${Buffer.from(text).toString('base64')}`;

describe('media types of /send/media', () => {
  it('sends any file as a document or archive, as WhatsApp does', async () => {
    const a = await linkedToken(ctx, 'types-doc', '919800002001');
    for (const type of ['document', 'archive'] as const) {
      for (const mimeType of [
        'application/zip',
        'image/jpeg',
        'application/octet-stream',
        'video/x-matroska',
        'application/x-msdownload',
      ]) {
        const res = await a.call('POST', '/send/media', {
          to: '919812345678',
          type,
          media: dataUrl(mimeType),
          fileName: 'file.bin',
        });
        expect([type, mimeType, res.statusCode, res.body]).toEqual([type, mimeType, 202, res.body]);
        const [row] = (
          await ctx.db.execute<{ payload: { mimeType: string } }>(
            sql`select payload from messages where id = ${res.json().id}`,
          )
        ).rows;
        // Sent under its own type: a zip goes as a zip, not as some document type.
        expect(row?.payload.mimeType).toBe(mimeType);
      }
    }
  });

  it('refuses an image, audio or video of another type with 415 naming the types it takes', async () => {
    const a = await linkedToken(ctx, 'types-av', '919800002002');
    const cases = [
      ['image', 'application/zip'],
      ['image', 'image/svg+xml'],
      ['audio', 'video/mp4'],
      ['video', 'video/x-matroska'],
    ] as const;
    for (const [type, mimeType] of cases) {
      const res = await a.call('POST', '/send/media', { to: '919812345678', type, media: dataUrl(mimeType) });
      expect(res.statusCode, `${mimeType} as ${type}`).toBe(415);
      const { message, code } = res.json();
      expect(code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(message).toContain(`${mimeType} cannot be sent as ${type}`);
      for (const allowed of MEDIA_MIME_TYPES[type] ?? []) expect(message).toContain(allowed);
      expect(message).toContain('send any other file as a document');
    }
    // The names tools give the same types are the same types.
    for (const [type, mimeType] of [
      ['image', 'image/jpg'],
      ['audio', 'audio/mp3'],
    ] as const) {
      const res = await a.call('POST', '/send/media', { to: '919812345678', type, media: dataUrl(mimeType) });
      expect(res.statusCode, mimeType).toBe(202);
    }
  });

  it('refuses a URL whose file extension names a type the media type does not take (415); others go', async () => {
    const a = await linkedToken(ctx, 'types-url', '919800002003');
    const send = (type: string, media: string) =>
      a.call('POST', '/send/media', { to: '919812345678', type, media });
    const exe = await send('image', 'https://example.com/downloads/setup.exe');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toContain('application/x-msdownload cannot be sent as image');
    expect((await send('video', 'https://example.com/clip.mkv?x=1')).statusCode).toBe(415);
    expect((await send('audio', 'https://example.com/song.PDF')).statusCode).toBe(415);
    // A document takes the same file; an extension that names the right type, or none, goes:
    // such a file's type is checked when it is fetched for sending.
    for (const [type, media] of [
      ['document', 'https://example.com/downloads/setup.exe'],
      ['archive', 'https://example.com/backup.7z'],
      ['image', 'https://example.com/logo.PNG?v=2'],
      ['image', 'https://cdn.example.com/render?id=42'],
      ['video', 'https://example.com/clip.mp4'],
    ]) {
      expect((await send(type as string, media as string)).statusCode, `${type} ${media}`).toBe(202);
    }
  });
});
