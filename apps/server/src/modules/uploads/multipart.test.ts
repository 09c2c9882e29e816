import { UploadMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerWithRole, type FormEntries } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';
import { SAMPLE_FILES } from '../../../test/multipart-form';
import { MULTIPART_LIMITS } from './multipart';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_MAX_MB: '0.01' });
  admin = await callerWithRole(ctx, 'mp-admin', 'Admin');
});
afterAll(() => ctx.close());

const base: FormEntries = [
  ['subject', 'Limits'],
  ['description', 'd'],
];
const send = (entries: FormEntries) => admin.form('/dash/broadcast/create', [...base, ...entries]);
const file = (content: Buffer | string, filename = 'a.txt') => ({ filename, content });

describe('multipart limits', () => {
  it('answers 413 in words for a file over UPLOAD_MAX_MB', async () => {
    const res = await send([['file', file('x'.repeat(11 * 1024))]]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: UploadMessages.tooLarge(0.01), code: 'PAYLOAD_TOO_LARGE' });
    expect((await send([['file', file('x'.repeat(9 * 1024))]])).statusCode).toBe(200);
  });

  it('answers 413 for two files in one field, too many files, too many fields, or an over-long field', async () => {
    const twice = await send([
      ['file', file('a')],
      ['file', file('b')],
    ]);
    expect(twice.statusCode).toBe(413);
    expect(twice.json().message).toBe(UploadMessages.duplicateFile);
    const many = await send(
      Array.from({ length: MULTIPART_LIMITS.files + 1 }, (_, i) => [`f${i}`, file('a')] as const),
    );
    expect(many.statusCode).toBe(413);
    const fields = await send(
      Array.from({ length: MULTIPART_LIMITS.fields + 1 }, (_, i) => [`x${i}`, 'v'] as const),
    );
    expect(fields.statusCode).toBe(413);
    const long = await send([['notes', 'y'.repeat(MULTIPART_LIMITS.fieldSize + 1)]]);
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toBe(UploadMessages.fieldTooLong);
  });

  it('treats an empty, nameless file part (an untouched file input) as no file', async () => {
    const res = await send([['file', file('', '')]]);
    expect(res.statusCode, res.body).toBe(200);
    const item = (await admin.get(`/dash/broadcast/${res.json().broadID}`)).json().result;
    expect(item.fileName).toBeNull();
  });

  it('answers 400 for a broken multipart body and 415 for other content types', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dash/broadcast/create',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'multipart/form-data; boundary=zzz',
      },
      payload: '--zzz\r\nContent-Disposition: form-data; name="subject"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dash/broadcast/create',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
    expect((await send([['file', file(SAMPLE_FILES.png, 'p.png')]])).statusCode).toBe(200);
  });
});
