import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A GroupCommit whose commits wait until released, recording each batch it was given. */
function recordingCommit() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const commit = new GroupCommit(async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (items.includes(-1)) throw new Error('bad item');
    return items.map((n) => n * 10);
  });
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { commit, batches, releaseAll };
}

describe('GroupCommit', () => {
  it('commits items submitted in one synchronous run as one batch, the first included', async () => {
    const { commit, batches, releaseAll } = recordingCommit();
    const results = [1, 2, 3].map((n) => commit.submit(n));
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1, 2, 3]]);
    await releaseAll();
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
  });

  it('gathers what arrives during a commit into the next batch', async () => {
    const { commit, batches, releaseAll } = recordingCommit();
    const first = commit.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [commit.submit(2), commit.submit(3)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    await releaseAll();
    expect(batches).toEqual([[1], [2, 3]]);
    expect(await Promise.all([first, ...later])).toEqual([10, 20, 30]);
  });

  it('retries a failed batch one item at a time, so only the bad item fails', async () => {
    const { commit, batches, releaseAll } = recordingCommit();
    const results = [4, -1, 5].map((n) => commit.submit(n).catch((err: Error) => err.message));
    await new Promise((resolve) => setImmediate(resolve));
    await releaseAll();
    expect(await Promise.all(results)).toEqual([40, 'bad item', 50]);
    expect(batches).toEqual([[4, -1, 5], [4], [-1], [5]]);
  });

  it('holds a batch through a database outage, nothing after it overtaking it, and splits nothing', async () => {
    const batches: number[][] = [];
    let refusals = 2;
    const commit = GroupCommit.ofWrites(
      async (items: number[]) => {
        batches.push(items);
        if (refusals-- > 0) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      { holdThroughOutages: new AbortController().signal },
    );
    const first = [1, 2].map((n) => commit.submit(n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const later = commit.submit(3);
    await Promise.all([...first, later]);
    expect(batches).toEqual([[1, 2], [1, 2], [1, 2], [3]]);
  });

  it('fails a batch at once for any other error, held or not', async () => {
    const commit = GroupCommit.ofWrites(
      async () => {
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      },
      { holdThroughOutages: new AbortController().signal },
    );
    await expect(commit.submit(1)).rejects.toThrow('duplicate key');
  });
});
