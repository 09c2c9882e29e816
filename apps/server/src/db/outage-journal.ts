import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { holdThroughOutage } from './hold-through-outage';
import { isDatabaseUnavailable } from './unavailable';

/** Hears that the disk refused a batch (`journal` names its writer): it is held in memory only. */
export type UnkeptListener = (error: unknown, journal: string) => void;

/**
 * A writer's batches held through a database outage, also kept on disk: a stop or a crash during
 * the outage then loses nothing, as the next start writes them (`replay`). Only for writes that
 * are safe to repeat, since a crash between a batch's commit and its `drop` replays it.
 */
export interface OutageJournal<T> {
  /**
   * Writes `items` to disk (synced) and answers the entry to drop once they are committed; null
   * when there is nowhere to keep them or the disk refused them (told to keepHeldWritesIn's listener).
   */
  keep(items: T[]): Promise<string | null>;
  drop(entry: string): Promise<void>;
  /** Hands each batch an earlier process kept to `commit`, oldest first, removing it once committed; answers the items written. */
  replay(commit: (items: T[]) => Promise<unknown>): Promise<number>;
}

const ENTRY = '.json';
/** An entry being written: a crash midway leaves this, never a half entry. */
const PARTIAL = '.partial';

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

async function synced(file: string, flags: 'w' | 'r', text?: string): Promise<void> {
  const handle = await open(file, flags);
  try {
    if (text !== undefined) await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The journal `name` (one directory per writer) under `root`; with no root it keeps nothing, and
 * a refusal of the disk is told to `onUnkept`.
 */
export function outageJournal<T>(
  root: string | null,
  name: string,
  onUnkept: UnkeptListener = () => {},
): OutageJournal<T> {
  const directory = () => (root === null ? null : path.join(root, name));
  let kept = 0;
  return {
    async keep(items) {
      const dir = directory();
      if (dir === null) return null;
      // Names sort in the order kept: the time, then this process's count, then a unique part.
      const entry = path.join(
        dir,
        `${String(Date.now()).padStart(15, '0')}-${String(kept++).padStart(9, '0')}-${randomUUID()}${ENTRY}`,
      );
      try {
        await mkdir(dir, { recursive: true });
        await synced(`${entry}${PARTIAL}`, 'w', JSON.stringify(items));
        await rename(`${entry}${PARTIAL}`, entry);
        await synced(dir, 'r');
        return entry;
      } catch (error) {
        onUnkept(error, name);
        return null;
      }
    },
    async drop(entry) {
      await unlink(entry).catch(ignoreMissing);
    },
    async replay(commit) {
      const dir = directory();
      if (dir === null) return 0;
      const names = (await readdir(dir).catch(ignoreMissing)) ?? [];
      let written = 0;
      for (const name of names.sort()) {
        const file = path.join(dir, name);
        if (name.endsWith(PARTIAL)) await unlink(file).catch(ignoreMissing);
        if (!name.endsWith(ENTRY)) continue;
        const items = JSON.parse(await readFile(file, 'utf8')) as T[];
        await commit(items);
        await unlink(file).catch(ignoreMissing);
        written += items.length;
      }
      return written;
    },
  };
}

/**
 * holdThroughOutage for writes that must survive a stop or crash during the outage: once `work`
 * starts waiting, `items` are kept in `journal` until it commits (then dropped). Still unreachable
 * when the process stops: the entry stays for the next start's replay. If the disk refuses them,
 * they are held in memory only, as without a journal.
 */
export async function holdThroughOutageKept<T, R>(
  work: () => Promise<R>,
  until: AbortSignal,
  journal: OutageJournal<T>,
  items: T[],
): Promise<R> {
  let kept: string | null = null;
  const keep = async () => {
    kept = await journal.keep(items);
  };
  let result: R;
  try {
    result = await holdThroughOutage(work, until, keep);
  } catch (error) {
    if (kept !== null && !isDatabaseUnavailable(error)) await journal.drop(kept);
    throw error;
  }
  if (kept !== null) await journal.drop(kept);
  return result;
}
