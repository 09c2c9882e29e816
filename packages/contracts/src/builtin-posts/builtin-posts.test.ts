import { describe, expect, it } from 'vitest';
import { BUILTIN_POST_TAGS } from '../blogs';
import { slugify } from '../slugify';
import { BUILTIN_POSTS } from './index';

const CATEGORIES = ['WhatsApp API', 'Google Automation', 'Chatbots', 'Security', 'Business', 'Integration'];
const ALLOWED_TAGS: ReadonlySet<string> = new Set(BUILTIN_POST_TAGS);

/** The words a reader reads: the text of the HTML (code included), split on white space. */
function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

describe('built-in blog posts', () => {
  it('are six, with ids 1 to 6 in order and each category exactly once', () => {
    expect(BUILTIN_POSTS.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...BUILTIN_POSTS.map((post) => post.category)].sort()).toEqual([...CATEGORIES].sort());
  });

  it('have unique slugs that follow the slug rule of their titles', () => {
    for (const post of BUILTIN_POSTS) {
      expect(post.slug).toBe(slugify(post.title));
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(BUILTIN_POSTS.map((post) => post.slug)).size).toBe(BUILTIN_POSTS.length);
  });

  it('have valid dates, an author, an excerpt and a cover image that exists', () => {
    for (const post of BUILTIN_POSTS) {
      expect(isValidDate(post.date), post.date).toBe(true);
      expect(post.author.trim()).not.toBe('');
      expect(post.excerpt.length).toBeGreaterThan(40);
      expect(post.image).toBe(`/blog/${post.slug}.svg`);
    }
  });

  it('give a read time that matches the word count at 200 words a minute, rounded up', () => {
    for (const post of BUILTIN_POSTS) {
      const words = wordCount(post.content);
      expect(words, post.slug).toBeGreaterThanOrEqual(800);
      expect(words, post.slug).toBeLessThanOrEqual(1400);
      expect(post.readTime, post.slug).toBe(`${Math.ceil(words / 200)} min read`);
    }
  });

  it('hold only safe, semantic HTML', () => {
    for (const post of BUILTIN_POSTS) {
      const html = post.content;
      expect(html, post.slug).not.toMatch(/<script/i);
      expect(html, post.slug).not.toMatch(/<h1[\s>]/i);
      expect(html, post.slug).not.toMatch(/javascript:/i);
      expect(html, post.slug).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html, post.slug).not.toMatch(/\sstyle\s*=/i);
      for (const [, name, attributes] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
        expect(ALLOWED_TAGS.has(name as string), `<${name}> in ${post.slug}`).toBe(true);
        const rest = (attributes as string).replace(/\shref="\/[^"]*"/, '').trim();
        expect(rest, `attributes of <${name}> in ${post.slug}`).toBe('');
      }
    }
  });

  it('escape <, > and & inside code blocks', () => {
    for (const post of BUILTIN_POSTS) {
      for (const [, code] of post.content.matchAll(/<pre><code>([\s\S]*?)<\/code><\/pre>/g)) {
        expect(code, post.slug).not.toMatch(/[<>]/);
        expect(code, post.slug).not.toMatch(/&(?!(amp|lt|gt|quot|#\d+);)/);
      }
    }
  });
});
