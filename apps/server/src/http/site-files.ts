/**
 * The built web app's pages, as the prerender step described them in site-manifest.json: each
 * prerendered page, the SPA shell and the 404 page, with the site's address filled in and kept in
 * memory already compressed.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { z } from 'zod';

const ManifestSchema = z.object({
  originPlaceholder: z.string().min(1),
  pages: z.record(z.string(), z.string()),
  clientRendered: z.array(z.string()),
  shell: z.string(),
  notFound: z.string(),
});

/** A file ready to send: as it is, gzip'd and brotli'd. */
export interface ServedFile {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export interface SitePages {
  /** The file answering a page address, and its status. */
  answer(pathname: string): { file: ServedFile; status: 200 | 404 };
  /** robots.txt and sitemap.xml, with the site's address in them. */
  text(name: 'robots.txt' | 'sitemap.xml'): ServedFile;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function served(content: string): Promise<ServedFile> {
  const identity = Buffer.from(content);
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  return { identity, gzip: gz, br };
}

/** Null when the web app was built without prerendering (or not built). */
export async function loadSitePages(webDist: string, publicUrl: string): Promise<SitePages | null> {
  const manifestPath = path.join(webDist, 'site-manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = ManifestSchema.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  const load = async (file: string) =>
    served(
      (await readFile(path.join(webDist, file), 'utf8')).replaceAll(manifest.originPlaceholder, publicUrl),
    );

  const pages = new Map<string, ServedFile>();
  for (const [pagePath, file] of Object.entries(manifest.pages)) pages.set(pagePath, await load(file));
  const shell = await load(manifest.shell);
  const notFound = await load(manifest.notFound);
  const texts = { 'robots.txt': await load('robots.txt'), 'sitemap.xml': await load('sitemap.xml') };
  const clientRendered = manifest.clientRendered.map((pattern) => new RegExp(pattern));

  return {
    answer(pathname) {
      const page = pages.get(pathname);
      if (page) return { file: page, status: 200 };
      if (clientRendered.some((pattern) => pattern.test(pathname))) return { file: shell, status: 200 };
      return { file: notFound, status: 404 };
    },
    text: (name) => texts[name],
  };
}
