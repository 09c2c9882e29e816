import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessagingMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMedia } from '../messages/media-check';
import { createMediaStore } from './media-store';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'chatgate-media-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('media store', () => {
  it('keeps each content once and hands the engine a file URL with the same bytes', async () => {
    const store = createMediaStore(dir);
    const bytes = Buffer.from('%PDF-1.7 a small document');
    const ref = await store.save(bytes);
    expect(await store.save(Buffer.from(bytes))).toBe(ref);
    const file = store.resolve(ref);
    expect(file.startsWith('file://')).toBe(true);
    expect(await readFile(fileURLToPath(file))).toEqual(bytes);
    const shard = (await readdir(dir))[0] as string;
    expect(await readdir(path.join(dir, shard))).toHaveLength(1);
    expect(store.resolve('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});

describe('checkMedia', () => {
  const error = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return e as { status: number; message: string };
    }
    throw new Error('expected a refusal');
  };

  it('refuses URLs that name a private address or localhost, unless the operator allows them', () => {
    for (const url of [
      'https://127.0.0.1/a.png',
      'https://localhost/a.png',
      'https://[::1]/a.png',
      'https://10.1.2.3/x',
      'https://[::ffff:127.0.0.1]/a.png',
      'https://[::ffff:a9fe:a9fe]/latest',
    ]) {
      const refused = error(() => checkMedia('image', url, false));
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(MessagingMessages.mediaUrlPrivate);
      expect(checkMedia('image', url, true)).toEqual({ kind: 'url', url });
    }
    expect(checkMedia('image', 'https://cdn.example.com/a.png', false).kind).toBe('url');
  });

  it('decodes data URLs, refusing bad base64 (400), the wrong type (415) and more than 16 MB (413)', () => {
    const ok = checkMedia(
      'archive',
      `data:application/zip;base64,${Buffer.from('PK\u0003\u0004').toString('base64')}`,
      false,
    );
    expect(ok).toEqual({ kind: 'inline', mimeType: 'application/zip', bytes: Buffer.from('PK\u0003\u0004') });
    expect(error(() => checkMedia('image', 'data:image/png;base64,abc', false)).status).toBe(400);
    expect(error(() => checkMedia('image', 'data:application/pdf;base64,QUJD', false)).status).toBe(415);
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil(((16 * 1024 * 1024 + 1) * 4) / 3 / 4) * 4)}`;
    expect(error(() => checkMedia('image', big, false)).status).toBe(413);
    const exactly16 = Buffer.alloc(16 * 1024 * 1024, 1).toString('base64');
    expect(checkMedia('image', `data:image/png;base64,${exactly16}`, false).kind).toBe('inline');
  });
});
