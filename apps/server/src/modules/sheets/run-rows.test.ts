import { MAX_MEDIA_URL_LENGTH, SheetsTexts } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
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
});
