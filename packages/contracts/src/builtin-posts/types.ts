import type { BlogCategory } from '../blogs';

/** A built-in public blog post (spec 3): shown at /blogs and /blogs/{id}. */
export interface BuiltinPost {
  id: number;
  slug: string;
  title: string;
  category: BlogCategory;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  /** "N min read": the words of the content at 200 per minute, rounded up. */
  readTime: string;
  /** The cover image, under apps/web/public. */
  image: string;
  /** One or two sentences for the cards. */
  excerpt: string;
  /** Semantic HTML, without an h1 (the page shows the title as h1). */
  content: string;
}
