import { CreateInstanceRequestSchema } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { generateInsId } from './ins-id';

describe('generateInsId', () => {
  it('is "ins_" and 20 base62 characters, accepted by the create request schema', () => {
    for (let i = 0; i < 200; i++) {
      const id = generateInsId();
      expect(id).toMatch(/^ins_[0-9A-Za-z]{20}$/);
      expect(CreateInstanceRequestSchema.safeParse({ uuid: 'u', insID: id, name: 'Sales' }).success).toBe(
        true,
      );
    }
  });

  it('differs between calls', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generateInsId()));
    expect(ids.size).toBe(1000);
  });

  it('maps bytes to base62 and skips biased bytes (248 and above)', () => {
    const fill = (bytes: Uint8Array) => {
      bytes.fill(0);
      bytes.set([255, 248, 0, 61, 62, 247]);
      return bytes;
    };
    // 0 -> "0", 61 -> "z", 62 -> "0", 247 -> 247 % 62 = 61 -> "z", then zeros.
    expect(generateInsId(fill)).toBe('ins_0z0z0000000000000000');
  });
});
