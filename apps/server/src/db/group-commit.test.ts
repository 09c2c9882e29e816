import { describe, expect, it, vi } from 'vitest';
import { GroupCommit, type GroupCommitOptions } from './group-commit';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A GroupCommit whose commits wait until released, recording each batch it was given. */
function recordingCommit(options?: GroupCommitOptions<number>) {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const commit = new GroupCommit(async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (items.includes(-1)) throw new Error('bad item');
    return items.map((n) => n * 10);
  }, options);
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

  it('fails a batch the database being unreachable failed, and what waited behind it, at once and unsplit', async () => {
    const batches: number[][] = [];
    let release = () => {};
    const commit = GroupCommit.ofWrites(async (items: number[]) => {
      batches.push(items);
      // The first batch is under way until released; any later one fails at once.
      if (batches.length === 1)
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      throw new Error('Query read timeout');
    });
    const outcomes = [1, 2].map((n) => commit.submit(n).catch((err: Error) => err.message));
    await nextTurn();
    outcomes.push(commit.submit(3).catch((err: Error) => err.message));
    await nextTurn();
    release();
    expect(await Promise.all(outcomes)).toEqual([
      'Query read timeout',
      'Query read timeout',
      'Query read timeout',
    ]);
    expect(batches).toEqual([[1, 2]]);
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

  describe('awaiting returning callers', () => {
    /** Commits a batch of four and answers it, as the clients of an API would be answered. */
    async function afterABatchOfFour(options: GroupCommitOptions<number>) {
      const recording = recordingCommit(options);
      const answered = [1, 2, 3, 4].map((n) => recording.commit.submit(n));
      await nextTurn();
      await recording.releaseAll();
      await Promise.all(answered);
      return recording;
    }

    it('holds the next batch until half of the last batch are waiting', async () => {
      const { commit, batches, releaseAll } = await afterABatchOfFour({ awaitReturningCallers: true });
      const first = commit.submit(5);
      await nextTurn();
      expect(batches).toEqual([[1, 2, 3, 4]]);
      const second = commit.submit(6);
      await nextTurn();
      expect(batches).toEqual([
        [1, 2, 3, 4],
        [5, 6],
      ]);
      await releaseAll();
      expect(await Promise.all([first, second])).toEqual([50, 60]);
    });

    it('waits for them a millisecond at most', async () => {
      const { commit, batches, releaseAll } = await afterABatchOfFour({ awaitReturningCallers: true });
      // The millisecond is the clock's, not the machine's: a loaded machine may take longer than
      // that to reach the next turn, which must still find the batch held.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let lone: Promise<number>;
      try {
        lone = commit.submit(5);
        await nextTurn();
        expect(batches).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(0.5);
        expect(batches).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(0.5);
        await nextTurn();
        expect(batches).toEqual([[1, 2, 3, 4], [5]]);
      } finally {
        vi.useRealTimers();
      }
      await releaseAll();
      expect(await lone).toBe(50);
    });

    it('starts at once after a batch of one, and without the option', async () => {
      const one = recordingCommit({ awaitReturningCallers: true });
      const single = one.commit.submit(1);
      await nextTurn();
      await one.releaseAll();
      await single;
      const next = one.commit.submit(2);
      await nextTurn();
      expect(one.batches).toEqual([[1], [2]]);
      await one.releaseAll();
      await next;

      const plain = await afterABatchOfFour({});
      const lone = plain.commit.submit(5);
      await nextTurn();
      expect(plain.batches).toEqual([[1, 2, 3, 4], [5]]);
      await plain.releaseAll();
      await lone;
    });
  });
});
