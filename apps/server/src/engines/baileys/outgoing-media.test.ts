import { createServer } from 'node:http';
import { MessagingMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { listenLocally } from '../../../test/listen-locally';
import type { OutgoingMessage } from '../engine';
import type { EngineEvents } from '../engine-events';

const PNG = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(32, 7)]);

/** A customer's file server: each path answers a file of a content type. */
const files: Record<string, { type?: string; body: Buffer }> = {
  '/setup': { type: 'application/x-msdownload', body: Buffer.from('MZ\x90\x00') },
  '/logo': { type: 'image/png', body: PNG },
  '/logo-untyped': { type: 'application/octet-stream', body: PNG },
  '/exe-untyped': { body: Buffer.from('MZ\x90\x00 a program') },
  '/big': { type: 'image/jpeg', body: Buffer.alloc(2048, 1) },
};
const server = createServer((request, response) => {
  const file = files[request.url ?? ''];
  if (!file) return void response.writeHead(404).end();
  response.writeHead(200, file.type ? { 'content-type': file.type } : {});
  response.end(file.body);
});

let h: Awaited<ReturnType<typeof baileysHarness>>;
let base: string;
let insid: string;
beforeAll(async () => {
  base = `http://127.0.0.1:${await listenLocally(server)}`;
  h = await baileysHarness();
  insid = await h.linkedToken();
});
afterAll(async () => {
  await h.close();
  server.close();
});

let n = 0;
/** Sends an image (or `mediaType`) from `path` and answers its first status event. */
async function sendFrom(path: string, mediaType: 'image' | 'document' = 'image') {
  const id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  const status = new Promise<EngineEvents['status']>((resolve) => {
    const off = h.engine.on('status', (e) => {
      if (e.messageId !== id) return;
      off();
      resolve(e);
    });
  });
  const message: OutgoingMessage = {
    id,
    kind: 'media',
    to: h.registered,
    mediaType,
    media: `${base}${path}`,
  };
  await h.engine.send(insid, message);
  return { status: await status, sent: h.wa.sockets.at(-1)?.sent.at(-1) };
}

describe('media given by URL, as the Baileys engine sends it', () => {
  it('fails an image whose URL serves another type, with the reason; sends nothing', async () => {
    const before = h.wa.sockets.at(-1)?.sent.length;
    const { status } = await sendFrom('/setup');
    expect(status).toMatchObject({ status: 'failed' });
    expect(status.error).toContain(
      'The file at the media URL is application/x-msdownload, which cannot be sent as image',
    );
    expect(status.error).toContain('image/jpeg');
    // Untyped by the server: the file's own bytes tell.
    const untyped = await sendFrom('/exe-untyped');
    expect(untyped.status.error).toContain('is application/x-msdownload, which cannot be sent as image');
    expect(h.wa.sockets.at(-1)?.sent.length).toBe(before);
  });

  it('sends an image of a type it takes as the fetched bytes and their type, an untyped PNG included', async () => {
    for (const path of ['/logo', '/logo-untyped']) {
      const { status, sent } = await sendFrom(path);
      expect([path, status.status]).toEqual([path, 'sent']);
      expect(sent?.content).toMatchObject({ image: PNG, mimetype: 'image/png' });
    }
  });

  it('leaves a document to Baileys as a URL: a document may be any file', async () => {
    const { status, sent } = await sendFrom('/setup', 'document');
    expect(status.status).toBe('sent');
    expect(sent?.content).toMatchObject({ document: { url: `${base}/setup` } });
  });

  it('fails an image larger than 16 MB at the URL', async () => {
    files['/big'] = { type: 'image/jpeg', body: Buffer.alloc(16 * 1024 * 1024 + 1, 1) };
    const { status } = await sendFrom('/big');
    expect(status).toMatchObject({ status: 'failed', error: MessagingMessages.mediaUrlTooLarge });
  });
});
