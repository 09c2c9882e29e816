import { SITE_ORIGIN_PLACEHOLDER } from '@chatgate/contracts';
import type { PublicPage } from './public-pages';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

/** The pages search engines should index; the server puts the site's address in for the placeholder. */
export function sitemapXml(pages: PublicPage[]): string {
  const urls = pages
    .filter((page) => page.indexed)
    .map((page) => {
      const lastmod = page.lastModified ? `<lastmod>${page.lastModified}</lastmod>` : '';
      return `  <url><loc>${escapeXml(`${SITE_ORIGIN_PLACEHOLDER}${page.path}`)}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** Crawlers may read every public page; the dashboard and the API are not for them. */
export function robotsTxt(): string {
  return `User-agent: *
Allow: /
Disallow: /dashboard
Disallow: /api/

Sitemap: ${SITE_ORIGIN_PLACEHOLDER}/sitemap.xml
`;
}
