/** Emoji as a reaction takes them: one emoji, the way a person picks one on the phone. */

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A pictograph, an emoji shown as such by default (regional-indicator flags among them), or a
 * keycap (digit, #, * and U+20E3).
 */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Presentation}|\u20E3/u;

/**
 * Whether `value` is exactly one emoji: one grapheme (so skin tones, ZWJ families, flags and
 * keycaps count as one) that is an emoji. "abc", "a", "👍👍" and half a flag are not.
 */
export function isOneEmoji(value: string): boolean {
  let count = 0;
  for (const _ of graphemes.segment(value)) if (++count > 1) return false;
  // A lone regional indicator is half a flag, shown as a letter.
  return count === 1 && EMOJI.test(value) && !/^\p{Regional_Indicator}$/u.test(value);
}
