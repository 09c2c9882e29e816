import { describe, expect, it } from 'vitest';
import { isOneEmoji } from './emoji';

describe('isOneEmoji', () => {
  it('takes one emoji: skin tones, joined emoji, flags and keycaps included', () => {
    for (const emoji of ['👍', '❤️', '❤', '👍🏽', '👨‍👩‍👧', '🇮🇳', '🏴󠁧󠁢󠁥󠁮󠁧󠁿', '1️⃣', '#️⃣', '😂', '🙏', '©️'])
      expect(isOneEmoji(emoji), emoji).toBe(true);
  });

  it('refuses text, several emoji and nothing', () => {
    for (const text of ['abc', 'a', '1', '#', ':)', '👍👍', '👍 ', ' ', '', '🇮', 'ok👍'])
      expect(isOneEmoji(text), JSON.stringify(text)).toBe(false);
  });
});
