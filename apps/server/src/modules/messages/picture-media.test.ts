import { createServer } from 'node:http';
import { MessagingMessages } from '@chatgate/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from '../../../test/listen-locally';
import { AppError } from '../../http/app-error';
import { pictureJpegOf } from './picture-media';

const files = new Map<string, { type: string; body: Buffer }>();
const server = createServer((request, response) => {
  const file = files.get(request.url ?? '');
  if (!file) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': file.type }).end(file.body);
});
let base: string;
beforeAll(async () => {
  base = `http://127.0.0.1:${await listenLocally(server)}`;
  const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#0a8' } })
    .png()
    .toBuffer();
  files.set('/team.png', { type: 'image/png', body: png });
  files.set('/untyped', { type: 'application/octet-stream', body: png });
  files.set('/page', { type: 'text/html', body: Buffer.from('<html></html>') });
  files.set('/huge.png', { type: 'image/png', body: Buffer.alloc(16 * 1024 * 1024 + 1) });
});
afterAll(() => server.close());

const notAPicture = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'not a picture', 415);
const refusalOf = (media: string, allowPrivate = true) =>
  pictureJpegOf(media, allowPrivate, notAPicture).then(
    () => null,
    (error: AppError) => [error.status, error.message],
  );

describe('a picture given by URL', () => {
  it('is fetched and made a 640x640 JPEG, by its Content-Type or, untyped, its first bytes', async () => {
    for (const path of ['/team.png', '/untyped']) {
      const jpeg = await pictureJpegOf(`${base}${path}`, true, notAPicture);
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 640 });
    }
  });

  it('refuses a private address (400), a non-image (415), more than 16 MB (413) and a failed fetch (400)', async () => {
    expect(await refusalOf(`${base}/team.png`, false)).toEqual([400, MessagingMessages.mediaUrlPrivate]);
    expect(await refusalOf(`${base}/page`)).toEqual([415, 'not a picture']);
    expect(await refusalOf(`${base}/huge.png`)).toEqual([413, MessagingMessages.mediaUrlTooLarge]);
    expect(await refusalOf(`${base}/missing.png`)).toEqual([
      400,
      'The picture could not be fetched: The media URL answered HTTP 404',
    ]);
  });
});
