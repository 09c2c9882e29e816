import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { stopOnFatal } from './fatal-stop';

/** A process stand-in: its events, and the exit codes asked for. */
function fakeProcess() {
  const events = new EventEmitter();
  const exits: number[] = [];
  return Object.assign(events, { exit: (code: number) => exits.push(code), exits });
}

describe('stopOnFatal', () => {
  it('reports an uncaught error, stops in order once, then exits 1', async () => {
    const proc = fakeProcess();
    const reported: unknown[] = [];
    let stops = 0;
    stopOnFatal(
      proc,
      async () => void stops++,
      (error) => reported.push(error),
    );
    proc.emit('uncaughtException', new Error('bug'));
    proc.emit('unhandledRejection', new Error('second'));
    await expect.poll(() => proc.exits).toEqual([1]);
    expect(stops).toBe(1);
    expect(reported.map((e) => (e as Error).message)).toEqual(['bug', 'second']);
  });

  it('exits 1 even when the stop fails or hangs', async () => {
    const failing = fakeProcess();
    stopOnFatal(
      failing,
      () => Promise.reject(new Error('stuck pool')),
      () => {},
    );
    failing.emit('unhandledRejection', new Error('bug'));
    await expect.poll(() => failing.exits).toEqual([1]);

    const hanging = fakeProcess();
    stopOnFatal(
      hanging,
      () => new Promise(() => {}),
      () => {},
      50,
    );
    hanging.emit('uncaughtException', new Error('bug'));
    await expect.poll(() => hanging.exits).toEqual([1]);
  });
});
