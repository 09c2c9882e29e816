import { existsSync } from 'node:fs';
import { BLOG_CATEGORIES, BlogMessages, PAGE_SIZE } from '@chatgate/contracts';
import { BUILTIN_POSTS } from '@chatgate/contracts/builtin-posts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { blogPosts } from '../../db/schema';
import { createBlogPost } from './blogs.service';
import { seedBuiltinPosts } from './seed-builtin-posts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/blogs${url}` });
const rowCount = async () => (await ctx.db.select({ n: count() }).from(blogPosts))[0]?.n;

const extraPost = (n: number, category: (typeof BLOG_CATEGORIES)[number] | null = 'Business') => ({
  slug: `extra-post-${n}`,
  title: `Extra post ${n}`,
  content: `<p>Extra ${n}</p>`,
  excerpt: `Excerpt ${n}`,
  category,
  author: 'Test Author',
  image: null,
  readTime: '1 min read',
  publishedOn: `2020-01-${String(n).padStart(2, '0')}`,
});

describe('built-in posts', () => {
  it('have their cover images in the web app', () => {
    const webPublic = new URL('../../../../web/public', import.meta.url).pathname;
    for (const post of BUILTIN_POSTS) expect(existsSync(`${webPublic}${post.image}`), post.image).toBe(true);
  });

  it('are seeded at start-up, once, even when seeding runs again', async () => {
    expect(await rowCount()).toBe(6);
    await seedBuiltinPosts(ctx.db);
    await seedBuiltinPosts(ctx.db);
    expect(await rowCount()).toBe(6);
  });

  it('take the shipped text again when seeded, and leave other posts alone', async () => {
    const own = await createBlogPost(ctx.db, extraPost(1, null), null);
    expect(own.blogID).toBeGreaterThan(6);
    await ctx.db.$client.query(`update blog_posts set title = 'Changed' where id in (1, $1)`, [own.blogID]);
    await seedBuiltinPosts(ctx.db);
    const first = (await get('/1')).json().result;
    expect(first.title).toBe(BUILTIN_POSTS[0]?.title);
    expect((await get(`/${own.blogID}`)).json().result.title).toBe('Changed');
    await ctx.db.$client.query('delete from blog_posts where id = $1', [own.blogID]);
  });
});

describe('GET /api/v1/blogs/view', () => {
  it('lists the six posts newest first with the spec fields', async () => {
    const res = await get('/view');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: BlogMessages.found, total: 6, page: 1, pageSize: PAGE_SIZE });
    expect(body.result).toHaveLength(6);
    expect(Object.keys(body.result[0]).sort()).toEqual(
      ['blogID', 'slug', 'title', 'excerpt', 'category', 'posted_by', 'date', 'readTime', 'blogImg'].sort(),
    );
    const dates = body.result.map((post: { date: string }) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const security = BUILTIN_POSTS.find((post) => post.category === 'Security');
    expect(body.result).toContainEqual({
      blogID: security?.id,
      slug: security?.slug,
      title: security?.title,
      excerpt: security?.excerpt,
      category: 'Security',
      posted_by: security?.author,
      date: security?.date,
      readTime: security?.readTime,
      blogImg: security?.image,
    });
  });

  it('filters by category', async () => {
    for (const category of BLOG_CATEGORIES) {
      const body = (await get(`/view?category=${encodeURIComponent(category)}`)).json();
      expect(body.total).toBe(1);
      expect(body.result.map((post: { category: string }) => post.category)).toEqual([category]);
    }
  });

  it('refuses an unknown category or page in words', async () => {
    const category = await get('/view?category=Cooking');
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toBe(BlogMessages.categoryInvalid);
    for (const page of ['0', 'abc', '1.5']) {
      const res = await get(`/view?page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(res.json().message, page).toBe(BlogMessages.pageInvalid);
    }
  });

  it('pages by fifteen, with the total', async () => {
    for (let n = 1; n <= 12; n++) await createBlogPost(ctx.db, extraPost(n), null);
    const first = (await get('/view')).json();
    expect(first.total).toBe(18);
    expect(first.result).toHaveLength(PAGE_SIZE);
    const second = (await get('/view?page=2')).json();
    expect(second).toMatchObject({ total: 18, page: 2 });
    expect(second.result).toHaveLength(3);
    const ids = [...first.result, ...second.result].map((post: { blogID: number }) => post.blogID);
    expect(new Set(ids).size).toBe(18);
    expect((await get('/view?page=3')).json().result).toEqual([]);
    const business = (await get('/view?category=Business&page=1')).json();
    expect(business.total).toBe(13);
  });
});

describe('GET /api/v1/blogs/:id', () => {
  it('answers the whole post with its HTML body', async () => {
    const post = BUILTIN_POSTS[0];
    const res = await get('/1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: BlogMessages.postFound,
      result: {
        blogID: 1,
        slug: post?.slug,
        title: post?.title,
        content: post?.content,
        posted_by: post?.author,
      },
      related: [],
    });
  });

  it('gives up to two related posts of the same category, never the post itself', async () => {
    const security = (await get('/4')).json();
    expect(security.related).toEqual([]);
    const businessId = BUILTIN_POSTS.find((post) => post.category === 'Business')?.id;
    const body = (await get(`/${businessId}`)).json();
    expect(body.related).toHaveLength(2);
    for (const related of body.related) {
      expect(related.category).toBe('Business');
      expect(related.blogID).not.toBe(businessId);
      expect(related).not.toHaveProperty('content');
    }
  });

  it('answers 404 "Blog Post Not Found" for an unknown or malformed id', async () => {
    for (const id of ['999', '0', 'abc', '-1', '1.5', '99999999999', '%20']) {
      const res = await get(`/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ message: BlogMessages.notFound, code: 'NOT_FOUND' });
    }
  });

  it('keeps slugs unique when a post is created', async () => {
    await expect(createBlogPost(ctx.db, extraPost(1), null)).rejects.toMatchObject({ status: 409 });
  });
});
