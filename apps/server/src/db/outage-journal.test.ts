import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { keepHeldWritesIn, outageJournal } from './outage-journal';

// Only the handle's identity matters to the journal (which directory its writers use).
const handle = () => ({}) as Db;

describe('outage journal', () => {
  it('keeps nothing before the server names a directory', async () => {
    const journal = outageJournal<number>(handle(), 'numbers');
    expect(await journal.keep([1])).toBeNull();
    expect(await journal.replay(async () => {})).toBe(0);
  });

  it('replays kept batches oldest first, once, and skips an entry whose writing was cut short', async () => {
    const db = handle();
    const root = await mkdtemp(path.join(tmpdir(), 'chatgate-journal-'));
    keepHeldWritesIn(db, root);
    const journal = outageJournal<number>(db, 'numbers');
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
    const db = handle();
    keepHeldWritesIn(db, await mkdtemp(path.join(tmpdir(), 'chatgate-journal-')));
    const journal = outageJournal<string>(db, 'words');
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
