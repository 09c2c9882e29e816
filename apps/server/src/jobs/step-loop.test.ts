import { describe, expect, it } from 'vitest';
import { StepLoop } from './step-loop';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('StepLoop', () => {
  it('never overlaps steps, and kicks during a step make exactly one more', async () => {
    let running = 0;
    let most = 0;
    let steps = 0;
    let release: () => void = () => {};
    const loop = new StepLoop(
      async () => {
        running++;
        most = Math.max(most, running);
        steps++;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        running--;
      },
      60_000,
      () => {},
    );
    loop.kick();
    loop.kick();
    loop.kick();
    await tick();
    expect(steps).toBe(1);
    release();
    await tick();
    expect(steps).toBe(2);
    release();
    await tick();
    expect(steps).toBe(2);
    expect(most).toBe(1);
  });

  it('reports a failed step and goes on; stop waits for the step under way', async () => {
    const errors: unknown[] = [];
    let finished = false;
    let calls = 0;
    const loop = new StepLoop(
      async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
        await tick();
        finished = true;
      },
      60_000,
      (error) => errors.push(error),
    );
    loop.kick();
    await tick();
    expect(errors).toEqual([new Error('boom')]);
    loop.kick();
    await loop.stop();
    expect(finished).toBe(true);
  });
});
