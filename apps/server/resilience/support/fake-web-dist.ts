import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_ASSET, writeBuiltSite } from '../../test/built-site';

/** Text that must never come out of the server: it sits beside the web folder, not in it. */
export const OUTSIDE_MARKER = 'SECRET-OUTSIDE-THE-SERVED-FOLDER-7f3a9c';

export interface FakeWebDist {
  /** The folder to pass as WEB_DIST. */
  dir: string;
  /** A file the static plugin must serve: its path and content. */
  asset: { path: string; content: string };
  remove(): Promise<void>;
}

/**
 * The tests' built web app (writeBuiltSite), so the server registers its static file plugin;
 * next to it, outside, a file with OUTSIDE_MARKER for path traversal to look for.
 */
export async function fakeWebDist(): Promise<FakeWebDist> {
  const root = await mkdtemp(path.join(tmpdir(), 'chatgate-fake-web-'));
  const site = await writeBuiltSite({ parent: root });
  await writeFile(path.join(root, 'secret.txt'), OUTSIDE_MARKER);
  return { dir: site.dir, asset: BUILT_ASSET, remove: () => rm(root, { recursive: true, force: true }) };
}
