import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Text that must never come out of the server: it sits beside the web folder, not in it. */
export const OUTSIDE_MARKER = 'SECRET-OUTSIDE-THE-SERVED-FOLDER-7f3a9c';

export interface FakeWebDist {
  /** The folder to pass as WEB_DIST. */
  dir: string;
  /** A file the static plugin must serve: `/assets/app.js` and its content. */
  asset: { path: string; content: string };
  remove(): Promise<void>;
}

/**
 * A minimal built web app (what `npm run build:web` leaves: pages, site-manifest.json, robots.txt,
 * sitemap.xml and an asset), so the server registers its static file plugin; next to it, outside,
 * a file with OUTSIDE_MARKER for path traversal to look for.
 */
export async function fakeWebDist(): Promise<FakeWebDist> {
  const root = await mkdtemp(path.join(tmpdir(), 'chatgate-fake-web-'));
  const dir = path.join(root, 'dist');
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const manifest = {
    originPlaceholder: '__ORIGIN__',
    pages: { '/': 'index.html' },
    clientRendered: ['^/dashboard(/.*)?$'],
    shell: 'shell.html',
    notFound: '404.html',
  };
  const asset = { path: '/assets/app.js', content: 'console.log("chatgate test asset");' };
  await Promise.all([
    writeFile(path.join(root, 'secret.txt'), OUTSIDE_MARKER),
    writeFile(path.join(dir, 'site-manifest.json'), JSON.stringify(manifest)),
    writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>'),
    writeFile(path.join(dir, 'shell.html'), '<!doctype html><title>App</title><div id="root"></div>'),
    writeFile(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>'),
    writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\nSitemap: __ORIGIN__/sitemap.xml\n'),
    writeFile(path.join(dir, 'sitemap.xml'), '<urlset><url><loc>__ORIGIN__/</loc></url></urlset>'),
    writeFile(path.join(dir, asset.path), asset.content),
  ]);
  return { dir, asset, remove: () => rm(root, { recursive: true, force: true }) };
}
