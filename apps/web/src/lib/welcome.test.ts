import { describe, expect, it } from 'vitest';
import { memoryStore } from './storage';
import { owedWelcome, takeOwedWelcome } from './welcome';

describe('the welcome a sign-up owes', () => {
  it('is owed once after a sign-up, and never without one', () => {
    const store = memoryStore();
    expect(takeOwedWelcome(store)).toBe(false);
    owedWelcome(store);
    expect(takeOwedWelcome(store)).toBe(true);
    expect(takeOwedWelcome(store)).toBe(false);
  });
});
