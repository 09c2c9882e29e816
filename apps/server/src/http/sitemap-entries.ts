import { escapeHtml } from './escape-html';

/** A page of the sitemap the build could not know (a post written on the dashboard). */
export interface SitemapEntry {
  /** The page's address under the site, e.g. /blogs/7/hello. */
  path: string;
  /** W3C datetime (YYYY-MM-DD or a full ISO timestamp). */
  lastModified: string;
}

/** The built sitemap with `entries` listed after its own pages. */
export function withSitemapEntries(
  sitemap: string,
  origin: string,
  entries: readonly SitemapEntry[],
): string {
  if (entries.length === 0) return sitemap;
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc><lastmod>${escapeHtml(entry.lastModified)}</lastmod></url>\n`,
  );
  const end = sitemap.lastIndexOf('</urlset>');
  if (end < 0) throw new Error('sitemap.xml has no </urlset>');
  return `${sitemap.slice(0, end)}${urls.join('')}${sitemap.slice(end)}`;
}
