import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { PollMessages } from '@chatgate/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { listenLocally } from '../../../test/listen-locally';
import type { EngineEvents } from '../engine-events';

const picture = (format: 'png' | 'gif' | 'webp') =>
  sharp({ create: { width: 100, height: 300, channels: 4, background: { r: 9, g: 99, b: 199, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();

const files = new Map<string, { type: string; body: Buffer }>();
const server = createServer((request, response) => {
  const file = files.get(request.url ?? '');
  if (!file) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': file.type }).end(file.body);
});

let h: Awaited<ReturnType<typeof baileysHarness>>;
let base: string;
let insid: string;
beforeAll(async () => {
  base = `http://127.0.0.1:${await listenLocally(server)}`;
  files.set('/png', { type: 'image/png', body: await picture('png') });
  files.set('/gif', { type: 'image/gif', body: await picture('gif') });
  files.set('/webp', { type: 'image/webp', body: await picture('webp') });
  files.set('/pdf', { type: 'application/pdf', body: Buffer.from('%PDF-1.4') });
  h = await baileysHarness();
  insid = await h.linkedToken();
});
afterAll(async () => {
  await h.close();
  server.close();
});

/** Sends a sticker from `path` and answers its first status and what the socket was given. */
async function stickerFrom(path: string) {
  const id = randomUUID();
  const status = new Promise<EngineEvents['status']>((resolve) => {
    const off = h.engine.on('status', (e) => {
      if (e.messageId !== id) return;
      off();
      resolve(e);
    });
  });
  await h.engine.send(insid, { id, kind: 'sticker', to: h.registered, media: `${base}${path}` });
  return { status: await status, sent: h.wa.sockets.at(-1)?.sent.at(-1) };
}

describe('a sticker given by URL, as the Baileys engine sends it', () => {
  it('fetches a PNG and sends it as a 512x512 WebP; a WebP goes as it is', async () => {
    const png = await stickerFrom('/png');
    expect(png.status.status).toBe('sent');
    const sticker = (png.sent?.content as { sticker?: Buffer } | undefined)?.sticker as Buffer;
    expect(await sharp(sticker).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    const webp = await stickerFrom('/webp');
    const original = files.get('/webp')?.body as Buffer;
    expect(webp.sent?.content).toMatchObject({ sticker: original, mimetype: 'image/webp' });
  });

  it('fails a GIF or a PDF with the reason, sending nothing', async () => {
    const before = h.wa.sockets.at(-1)?.sent.length;
    for (const path of ['/gif', '/pdf'])
      expect((await stickerFrom(path)).status).toMatchObject({
        status: 'failed',
        error: PollMessages.stickerType,
      });
    expect(h.wa.sockets.at(-1)?.sent.length).toBe(before);
  });
});
