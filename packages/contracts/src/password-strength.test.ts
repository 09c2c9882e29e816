import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  passwordChecks,
  passwordStrength,
  SPECIAL_CHARACTERS,
  STRENGTH_LABELS,
  strengthLabel,
} from './password-strength';

describe('password strength (spec 4)', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Fair'],
    ['Abcdefgh', 3, 'Good'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Very Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toBe(score);
    expect(strengthLabel(score)).toBe(label);
  });

  it('counts exactly the special characters of spec 5', () => {
    expect(SPECIAL_CHARACTERS).toBe('!@#$%^&*()_+-=[]{};\':"\\|,.<>/?');
    for (const ch of SPECIAL_CHARACTERS) expect(passwordChecks(ch).special).toBe(true);
    for (const ch of ['~', '`', ' ', '€', 'é']) expect(passwordChecks(ch).special).toBe(false);
  });

  it('has the six labels in order', () => {
    expect(STRENGTH_LABELS).toEqual(['Very Weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very Strong']);
  });

  it('is always the number of satisfied checks, between 0 and 5 (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const score = passwordStrength(password);
        expect(score).toBe(Object.values(passwordChecks(password)).filter(Boolean).length);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('never falls when a character is appended (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ minLength: 1, maxLength: 1 }), (password, ch) => {
        expect(passwordStrength(password + ch)).toBeGreaterThanOrEqual(passwordStrength(password));
      }),
    );
  });
});
