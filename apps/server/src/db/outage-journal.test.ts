import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outageJournal } from './outage-journal';

describe('outage journal', () => {
  it('keeps nothing without a directory', async () => {
    const journal = outageJournal<number>(null, 'numbers');
    expect(await journal.keep([1])).toBeNull();
    expect(await journal.replay(async () => {})).toBe(0);
  });

  it('replays kept batches oldest first, once, and skips an entry whose writing was cut short', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'chatgate-journal-'));
    const journal = outageJournal<number>(root, 'numbers');
    const first = await journal.keep([1, 2]);
    await journal.keep([3]);
    const dropped = await journal.keep([4]);
    await journal.drop(dropped as string);
    await writeFile(path.join(root, 'numbers', `${'9'.repeat(15)}-x.json.partial`), '[5');
    expect(first).not.toBeNull();

    const committed: number[][] = [];
    expect(await journal.replay(async (items) => committed.push(items))).toBe(3);
    expect(committed).toEqual([[1, 2], [3]]);
    expect(await readdir(path.join(root, 'numbers'))).toEqual([]);
    expect(await journal.replay(async (items) => committed.push(items))).toBe(0);
  });

  it('keeps an entry whose commit fails for the next replay', async () => {
    const journal = outageJournal<string>(await mkdtemp(path.join(tmpdir(), 'chatgate-journal-')), 'words');
    await journal.keep(['held']);
    await expect(
      journal.replay(async () => {
        throw new Error('database unreachable');
      }),
    ).rejects.toThrow('database unreachable');
    const committed: string[][] = [];
    expect(await journal.replay(async (items) => committed.push(items))).toBe(1);
    expect(committed).toEqual([['held']]);
  });
});
