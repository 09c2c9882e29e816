/**
 * The <head> of a post's page when the build did not prerender it: the tags the web app's PageMeta
 * writes for the article (title, description, canonical, Open Graph, Twitter card), marked as the
 * page's own so the browser swaps them for its own when it renders, and a JSON-LD BlogPosting.
 */
import {
  blogPath,
  blogPostTitle,
  PRERENDERED_HEAD_ATTRIBUTE,
  previewImageUrl,
  SITE_NAME,
} from '@chatgate/contracts';
import { escapeHtml } from '../../http/escape-html';
import { scriptJson } from '../../http/script-json';
import type { BlogPostRow } from './blogs.queries';

export type PostForHead = Pick<
  BlogPostRow,
  'id' | 'slug' | 'title' | 'excerpt' | 'author' | 'image' | 'publishedOn' | 'updatedAt'
>;

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

const marked = (element: 'meta' | 'link', values: Record<string, string>) =>
  `<${element} ${PRERENDERED_HEAD_ATTRIBUTE}${attributes(values)}/>`;

function blogPosting(post: PostForHead, url: string, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt || undefined,
    url,
    mainEntityOfPage: url,
    image,
    datePublished: post.publishedOn,
    dateModified: post.updatedAt?.toISOString(),
    author: post.author ? { '@type': 'Person', name: post.author } : undefined,
    publisher: { '@type': 'Organization', name: SITE_NAME },
  };
}

/** Every value escaped: a title or an excerpt can hold any text an Admin typed. */
export function blogPageHead(post: PostForHead, origin: string): string {
  const url = `${origin}${blogPath({ blogID: post.id, slug: post.slug })}`;
  const title = blogPostTitle(post.title);
  const image = previewImageUrl(origin, post.image);
  return [
    `<title ${PRERENDERED_HEAD_ATTRIBUTE}>${escapeHtml(title)}</title>`,
    marked('meta', { name: 'description', content: post.excerpt }),
    marked('link', { rel: 'canonical', href: url }),
    marked('meta', { property: 'og:site_name', content: SITE_NAME }),
    marked('meta', { property: 'og:type', content: 'article' }),
    marked('meta', { property: 'og:title', content: title }),
    marked('meta', { property: 'og:description', content: post.excerpt }),
    marked('meta', { property: 'og:url', content: url }),
    marked('meta', { property: 'og:image', content: image }),
    marked('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    // Unmarked: it stays for crawlers that read the page after it is rendered.
    `<script type="application/ld+json">${scriptJson(blogPosting(post, url, image))}</script>`,
  ].join('');
}
