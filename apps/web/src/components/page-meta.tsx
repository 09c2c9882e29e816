import { previewImageUrl, SITE_NAME } from '@chatgate/contracts';
import { useLocation } from '../lib/router';
import { siteOrigin } from '../lib/site-origin';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own address when it differs from the one visited (e.g. without ?filters). */
  path?: string;
  type?: 'website' | 'article';
  /** The page's own picture for link previews (a path under the site); the site's share picture otherwise. */
  image?: string | null;
  /** Pages that only make sense from a link (e-mail confirmations) stay out of search results. */
  noIndex?: boolean;
}

/**
 * A page's title, description, canonical address and link-preview (Open Graph) tags. React 19
 * hoists them into <head>; prerendered pages carry the same tags, which React adopts.
 */
export function PageMeta({
  title,
  description,
  path,
  type = 'website',
  image,
  noIndex = false,
}: PageMetaProps) {
  const { pathname } = useLocation();
  const url = `${siteOrigin()}${path ?? pathname}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={previewImageUrl(siteOrigin(), image)} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
