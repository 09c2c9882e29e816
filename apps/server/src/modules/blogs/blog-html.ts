import {
  BLOG_HTML_TAGS,
  BLOG_STORED_EXCERPT_LENGTH,
  BLOG_WORDS_PER_MINUTE,
  blogExcerpt,
} from '@chatgate/contracts';
import sanitizeHtml from 'sanitize-html';

/** An image address a reader's browser can load from any page of the blog: absolute, or from the site's root. */
const LOADABLE_IMAGE = /^(https?:\/\/|\/(?!\/))/i;

/**
 * What a post's HTML may keep: no scripts, styles or event handlers; links to http(s), mailto
 * or the site itself, opened without the opener; images from http(s) or the site only. <b> and
 * <i>, which editors paste, become <strong> and <em> instead of losing their emphasis.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_HTML_TAGS],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose address was removed, or is relative to a page (broken on every other), shows nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !LOADABLE_IMAGE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
    b: 'strong',
    i: 'em',
  },
};

/** A dashboard post's HTML, cleaned to the safe subset above. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** The words of sanitised HTML, as plain text (tags become spaces, entities characters). */
export function htmlText(cleanHtml: string): string {
  return cleanHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (ENTITIES[name]) return ENTITIES[name];
      const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return name.startsWith('#') && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The stored excerpt and read time of a post's text. */
export function textSummary(text: string): { excerpt: string; readTime: string } {
  const words = text ? text.split(' ').length : 0;
  const minutes = Math.max(1, Math.ceil(words / BLOG_WORDS_PER_MINUTE));
  return { excerpt: blogExcerpt(text, BLOG_STORED_EXCERPT_LENGTH), readTime: `${minutes} min read` };
}
