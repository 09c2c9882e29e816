import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format-date';
import { validityText } from './validity';

const at = '2027-01-15T10:30:00.000Z';

describe('validityText', () => {
  it('tells until when a trial or paid token is valid', () => {
    expect(validityText({ validTill: at, status: 'Active' })).toBe(`Valid till ${formatDate(at)}`);
    expect(validityText({ validTill: at, status: '' })).toBe(`Valid till ${formatDate(at)}`);
  });

  it('tells since when an expired token has expired', () => {
    expect(validityText({ validTill: at, status: 'Trial Expired' })).toBe(`Expired on ${formatDate(at)}`);
    expect(validityText({ validTill: at, status: 'Expired' })).toBe(`Expired on ${formatDate(at)}`);
  });

  it('is empty without a valid date', () => {
    expect(validityText({ validTill: null, status: '' })).toBe('');
    expect(validityText({ validTill: 'not a date', status: 'Active' })).toBe('');
  });
});
