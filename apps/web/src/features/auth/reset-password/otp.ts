import { OTP_LENGTH } from '@chatgate/contracts';

/**
 * Pure rules of the six OTP boxes. The form keeps the code as one string where an empty box is
 * a space, so a gap stays a gap (and fails "OTP must be 6 digits") instead of shifting digits.
 */
export interface OtpChange {
  value: string;
  /** The box to focus next. */
  focus: number;
}

const BLANK = ' ';

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** The value as one entry per box ('' for an empty box). */
export function toDigits(value: string, length = OTP_LENGTH): string[] {
  return Array.from({ length }, (_, index) => {
    const char = value[index] ?? '';
    return /^\d$/.test(char) ? char : '';
  });
}

/** Boxes back to the form value; trailing empty boxes are dropped. */
export function fromDigits(digits: readonly string[]): string {
  return digits
    .map((digit) => digit || BLANK)
    .join('')
    .trimEnd();
}

/**
 * Typing (or autofill) into box `index`: non-digits are stripped, one digit fills the box and
 * moves on, several digits fill the following boxes, an emptied box stays where it is, and
 * typing only non-digits changes nothing.
 */
export function enterDigits(value: string, index: number, typed: string, length = OTP_LENGTH): OtpChange {
  const digits = toDigits(value, length);
  const previous = digits[index] ?? '';
  let clean = onlyDigits(typed);
  // The caret was beside the old digit: keep only the newly typed one.
  if (clean.length === 2 && previous && clean.includes(previous)) clean = clean.replace(previous, '');
  const onlyNonDigitsTyped = typed !== '' && (clean === '' || (clean === previous && typed.length > 1));
  if (onlyNonDigitsTyped) return { value: fromDigits(digits), focus: index };
  if (!clean) {
    digits[index] = '';
    return { value: fromDigits(digits), focus: index };
  }
  const chars = clean.slice(0, length - index).split('');
  chars.forEach((char, offset) => {
    digits[index + offset] = char;
  });
  return { value: fromDigits(digits), focus: Math.min(index + chars.length, length - 1) };
}

/** Pasting: a full code fills every box; a shorter one fills from the box pasted into. */
export function pasteDigits(value: string, index: number, pasted: string, length = OTP_LENGTH): OtpChange {
  const clean = onlyDigits(pasted);
  if (clean.length >= length) return { value: clean.slice(0, length), focus: length - 1 };
  return enterDigits(value, index, clean, length);
}

/** Backspace: clears this box, or when it is already empty, the previous one, and focuses it. */
export function backspaceDigit(value: string, index: number, length = OTP_LENGTH): OtpChange {
  const digits = toDigits(value, length);
  if (digits[index]) {
    digits[index] = '';
    return { value: fromDigits(digits), focus: index };
  }
  const target = Math.max(0, index - 1);
  digits[target] = '';
  return { value: fromDigits(digits), focus: target };
}
