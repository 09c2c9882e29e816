import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { SAMPLE_FILES } from '../../../test/multipart-form';
import { AppError } from '../../http/app-error';
import { findUploadByName, storeUpload } from './uploads.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const store = (content: Buffer | string, filename: string, policy: 'image' | 'attachment' = 'attachment') =>
  storeUpload(ctx.db, ctx.config.dataDir, { buffer: Buffer.from(content), filename }, policy, null);

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, message: (error as AppError).message };
}

describe('storeUpload', () => {
  it('keeps an image under dataDir/uploads by a server-made name with the detected type', async () => {
    const row = await store(SAMPLE_FILES.png, '../../etc/passwd.gif', 'image');
    expect(row.fileName).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(row).toMatchObject({
      mimeType: 'image/png',
      originalName: 'passwd.gif',
      size: SAMPLE_FILES.png.length,
    });
    expect(await readdir(path.join(ctx.config.dataDir, 'uploads'))).toContain(row.fileName);
    expect(await findUploadByName(ctx.db, row.fileName)).toEqual(row);
  });

  it('takes documents and UTF-8 text files as attachments', async () => {
    expect((await store(SAMPLE_FILES.pdf, 'report.pdf')).mimeType).toBe('application/pdf');
    const csv = await store('name,city\nAsha,Pune\n', 'list.csv');
    expect(csv).toMatchObject({ mimeType: 'text/csv; charset=utf-8' });
    expect(csv.fileName).toMatch(/\.csv$/);
    expect((await store('hello ✓', 'note.txt')).mimeType).toBe('text/plain; charset=utf-8');
  });

  it('refuses renamed executables, whatever the name', async () => {
    for (const bytes of [SAMPLE_FILES.elf, SAMPLE_FILES.pe]) {
      for (const policy of ['image', 'attachment'] as const) {
        const { status, message } = await refusal(store(bytes, 'photo.png', policy));
        expect(status).toBe(415);
        expect(message).toMatch(/executable/i);
      }
    }
    expect((await refusal(store('#!/bin/sh\nrm -rf /\n', 'notes.txt'))).status).toBe(415);
  });

  it('refuses what the policy does not allow, and undetected or binary content', async () => {
    expect(await refusal(store(SAMPLE_FILES.pdf, 'cover.png', 'image'))).toMatchObject({ status: 415 });
    expect((await refusal(store('<svg onload="alert(1)"/>', 'x.svg'))).status).toBe(415);
    expect((await refusal(store('plain words', 'notes.html'))).status).toBe(415);
    expect((await refusal(store(Buffer.from([0x41, 0, 0x42]), 'nul.txt'))).status).toBe(415);
    expect((await refusal(store(Buffer.from([0xc3, 0x28]), 'bad.txt'))).status).toBe(415);
    expect((await refusal(store('', 'empty.txt'))).status).toBe(400);
  });
});

describe('findUploadByName', () => {
  it('names nothing for paths, traversal or other shapes', async () => {
    for (const name of ['../secret.png', 'a/b.png', '..%2Fx.png', 'x.png', '', `${'0'.repeat(36)}.png`]) {
      expect(await findUploadByName(ctx.db, name)).toBeUndefined();
    }
  });
});
