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
});
