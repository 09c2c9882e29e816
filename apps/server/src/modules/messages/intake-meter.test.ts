import { describe, expect, it } from 'vitest';
import { IntakeMeter } from './intake-meter';

describe('IntakeMeter', () => {
  const meterAt = () => {
    const clock = { now: 1_000 };
    return { clock, meter: new IntakeMeter(100, () => clock.now) };
  };

  it('counts per second over the last whole window, or the current one once it is ahead', () => {
    const { clock, meter } = meterAt();
    expect(meter.perSecond()).toBe(0);
    meter.record(30);
    expect(meter.perSecond()).toBe(300);
    clock.now += 100;
    meter.record(10);
    expect(meter.perSecond()).toBe(300);
    meter.record(40);
    expect(meter.perSecond()).toBe(500);
  });

  it('forgets a flood once a whole window passed without it', () => {
    const { clock, meter } = meterAt();
    meter.record(200);
    clock.now += 150;
    expect(meter.perSecond()).toBe(2_000);
    clock.now += 100;
    expect(meter.perSecond()).toBe(0);
    meter.record(5);
    clock.now += 500;
    expect(meter.perSecond()).toBe(0);
  });
});
