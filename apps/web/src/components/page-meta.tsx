import { useLocation } from 'react-router';
import { siteOrigin } from '../lib/site-origin';

const SITE_NAME = 'Chatgate';
/** The picture link previews show (1200 x 630), under apps/web/public. */
const SHARE_IMAGE = '/og-image.png';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own address when it differs from the one visited (e.g. without ?filters). */
  path?: string;
  type?: 'website' | 'article';
  /** Pages that only make sense from a link (e-mail confirmations) stay out of search results. */
  noIndex?: boolean;
}

/**
 * A page's title, description, canonical address and link-preview (Open Graph) tags. React 19
 * hoists them into <head>; prerendered pages carry the same tags, which React adopts.
 */
export function PageMeta({ title, description, path, type = 'website', noIndex = false }: PageMetaProps) {
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
      <meta property="og:image" content={`${siteOrigin()}${SHARE_IMAGE}`} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
