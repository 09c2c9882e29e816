import { MAX_MEDIA_URL_LENGTH, SheetsTexts } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { contentOf } from './run-feeder';
import { checkRows } from './run-rows';

describe('checkRows', () => {
  it('takes a media link up to the send API’s length, and refuses a longer one', () => {
    const link = (length: number) => `https://files.example/a.pdf?sig=${'x'.repeat(length - 32)}`;
    const rows = [
      ['phone', 'message', 'media'],
      ['919812345678', 'hi', link(MAX_MEDIA_URL_LENGTH)],
      ['919812345679', 'hi', link(MAX_MEDIA_URL_LENGTH + 1)],
    ];
    const [fits, tooLong] = checkRows(rows, { phone: 0, message: 1, media: 2, status: null });
    expect(fits?.mediaUrl).toHaveLength(MAX_MEDIA_URL_LENGTH);
    expect(fits?.reason).toBeNull();
    expect(tooLong?.reason).toBe(SheetsTexts.rowMediaTooLong);
  });

  it('refuses a media link that is not a URL, and names a file whose %-escapes are not text as written', () => {
    const rows = [
      ['phone', 'message', 'media'],
      ['919812345678', 'hi', 'https://[zz'],
      ['919812345679', 'hi', 'https://files.example/report%zz.pdf'],
    ];
    const [broken, oddName] = checkRows(rows, { phone: 0, message: 1, media: 2, status: null });
    expect(broken?.reason).toBe(SheetsTexts.rowMediaNotHttps);
    expect(oddName?.reason).toBeNull();
    expect(
      contentOf({ rowNumber: 3, phone: '919812345679', message: 'hi', mediaUrl: oddName?.mediaUrl ?? null }),
    ).toMatchObject({
      kind: 'media',
      mediaType: 'document',
      fileName: 'report%zz.pdf',
    });
  });

  it('refuses a media link to this machine or a private network, as the send API does, unless allowed', () => {
    const rows = [
      ['phone', 'message', 'media'],
      ['919812345678', 'hi', 'https://127.0.0.1/a.png'],
      ['919812345679', 'hi', 'https://[::1]/a.png'],
      ['919812345670', 'hi', 'https://files.localhost/a.png'],
      ['919812345671', 'hi', 'https://10.0.0.7/a.png'],
      ['919812345672', 'hi', 'https://files.example/a.png'],
    ];
    const mapping = { phone: 0, message: 1, media: 2, status: null };
    expect(checkRows(rows, mapping).map((row) => row.reason)).toEqual([
      ...Array(4).fill(SheetsTexts.rowMediaPrivate),
      null,
    ]);
    expect(checkRows(rows, mapping, true).every((row) => row.reason === null)).toBe(true);
  });
});
