/**
 * The built web app's pages, as the prerender step described them in site-manifest.json: each
 * prerendered page, the SPA shell and the 404 page, with the site's address filled in and kept in
 * memory; each encoding is made on its first request and kept (start-up compresses nothing).
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

export type Encoding = 'br' | 'gzip' | 'identity';

/** A file ready to send in any encoding a browser accepts. */
export interface ServedFile {
  encoded(encoding: Encoding): Promise<Buffer>;
}

export interface SitePages {
  /** The file answering a page address, and its status. */
  answer(pathname: string): { file: ServedFile; status: 200 | 404 };
  /** robots.txt and sitemap.xml, with the site's address in them. */
  text(name: 'robots.txt' | 'sitemap.xml'): ServedFile;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const COMPRESS: Record<Exclude<Encoding, 'identity'>, (content: Buffer) => Promise<Buffer>> = {
  gzip: (content) => gzipAsync(content, { level: 9 }),
  br: (content) => brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
};

function served(content: string): ServedFile {
  const identity = Buffer.from(content);
  const made = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  return {
    encoded(encoding) {
      let result = made.get(encoding);
      if (!result) {
        result = COMPRESS[encoding as Exclude<Encoding, 'identity'>](identity);
        made.set(encoding, result);
      }
      return result;
    },
  };
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

  const pages = new Map(
    await Promise.all(
      Object.entries(manifest.pages).map(async ([pagePath, file]) => [pagePath, await load(file)] as const),
    ),
  );
  const [shell, notFound, robots, sitemap] = await Promise.all([
    load(manifest.shell),
    load(manifest.notFound),
    load('robots.txt'),
    load('sitemap.xml'),
  ]);
  const texts = { 'robots.txt': robots, 'sitemap.xml': sitemap };
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
