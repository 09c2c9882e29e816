import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  const middle = () => 0.5;

  it('doubles from one second', () => {
    expect([0, 1, 2, 3].map((n) => reconnectDelay(n, middle))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('is capped at 30 seconds', () => {
    expect(reconnectDelay(20, middle)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(1000, middle)).toBe(RECONNECT_MAX_MS);
  });

  it('spreads the delay by at most 20 %', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });
});
