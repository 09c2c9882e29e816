import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_BLOG_LIST,
  PRERENDERED_POST_PATH,
  SITE_ORIGIN,
  writeBuiltSite,
} from '../../../test/built-site';
import { type Caller, callerWithRole, type FormEntries } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';

/** A stand-in for the web build's SSR bundle (the real one is checked by e2e/tests/blogs.spec.ts). */
const FAKE_ENTRY = fileURLToPath(new URL('../../../test/fake-ssr-entry.ts', import.meta.url));

interface Site {
  ctx: TestContext;
  admin: Caller;
  close(): Promise<void>;
}

/** For the describe block it is called in: a server whose built site's manifest names `ssrEntry`, and an Admin. */
function siteFor(ssrEntry: string, name: string): () => Site {
  let site: Site | undefined;
  beforeAll(async () => {
    const built = await writeBuiltSite({ ssrEntry });
    const ctx = await createTestContext({ WEB_DIST: built.dir, PUBLIC_URL: SITE_ORIGIN });
    const admin = await callerWithRole(ctx, name, 'Admin');
    site = {
      ctx,
      admin,
      close: async () => {
        await ctx.close();
        await built.remove();
      },
    };
  });
  afterAll(() => site?.close());
  return () => {
    if (!site) throw new Error('the site is made in beforeAll');
    return site;
  };
}

interface Post {
  blogID: number;
  slug: string;
  title: string;
}

async function publish(site: Site, fields: FormEntries): Promise<Post> {
  const res = await site.admin.form('/blogs/create', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}

const page = async (site: Site, url: string) => (await site.ctx.app.inject({ method: 'GET', url })).body;

/** The prefilled queries the page hands to the browser. */
const queryState = (html: string) =>
  JSON.parse(
    /<script id="cg-query-state" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  );

const HOSTILE_CONTENT =
  '<h2>Step one</h2><p>Share the sheet with the bot.</p><script>alert("from the post")</script>' +
  '<p onclick="alert(2)">Then press Send.</p><img src="javascript:alert(3)">';

describe('the page of a post written on the dashboard, rendered by the web app’s SSR bundle', () => {
  const current = siteFor(FAKE_ENTRY, 'blgrender-admin');

  it('has the post’s heading and cleaned body in #root, its own head, and its answer for the browser', async () => {
    const site = current();
    const related = await publish(site, [
      ['title', 'An older sheets note'],
      ['content', '<p>Older.</p>'],
      ['category', 'Google Automation'],
    ]);
    const post = await publish(site, [
      ['title', 'Reminders from a </script> sheet'],
      ['content', HOSTILE_CONTENT],
      ['category', 'Google Automation'],
    ]);
    const path = `/blogs/${post.blogID}/${post.slug}`;
    const html = await page(site, path);
    expect(html).toContain(
      `<div id="root" data-prerendered-for="${path}"><main><article><h1>Reminders from a &lt;/script&gt; sheet</h1>`,
    );
    expect(html).toContain('<h2>Step one</h2><p>Share the sheet with the bot.</p>');
    expect(html).toContain('<p>Then press Send.</p>');
    expect(html).toContain(`<li>${related.title}</li>`);
    // Nothing the Admin typed runs: the post's script, handler and javascript: address are gone.
    expect(html).not.toMatch(/alert|onclick|javascript:/);
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    // The server's head, not the tags the render puts first.
    expect(html).toContain(
      '<title data-prerendered-head>Reminders from a &lt;/script&gt; sheet | Chatgate Blog</title>',
    );
    expect(html).not.toContain('Rendered title');
    const state = queryState(html);
    expect(state.queries).toHaveLength(1);
    expect(state.queries[0].key).toEqual(['blogs', 'post', String(post.blogID)]);
    expect(state.queries[0].data.result).toMatchObject({ blogID: post.blogID, title: post.title });
    expect(state.queries[0].data.result.content).not.toMatch(/<script|onclick/);
    expect(state.queries[0].data.related.map((p: Post) => p.blogID)).toContain(related.blogID);
  });

  it('renders the address asked for (without the slug, with a query), the address escaped', async () => {
    const site = current();
    const post = await publish(site, [
      ['title', 'Address check'],
      ['content', '<p>Here.</p>'],
    ]);
    const bare = await page(site, `/blogs/${post.blogID}`);
    expect(bare).toContain(
      `<div id="root" data-prerendered-for="/blogs/${post.blogID}"><main><article><h1>Address check</h1>`,
    );
    const query = await page(site, `/blogs/${post.blogID}/${post.slug}?ref=mail&a=1`);
    expect(query).toContain(`data-prerendered-for="/blogs/${post.blogID}/${post.slug}?ref=mail&amp;a=1"`);
  });

  it('follows an edit and a deletion on the next request', async () => {
    const site = current();
    const post = await publish(site, [
      ['title', 'Before the edit'],
      ['content', '<p>Old words.</p>'],
    ]);
    const path = `/blogs/${post.blogID}/${post.slug}`;
    expect(await page(site, path)).toContain('<p>Old words.</p>');
    const edit = await site.admin.putForm(`/blogs/${post.blogID}`, [
      ['title', 'Before the edit'],
      ['content', '<p>New words.</p>'],
    ]);
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await page(site, path);
    expect(after).toContain('<p>New words.</p>');
    expect(after).not.toContain('Old words');
    expect((await site.admin.delete(`/blogs/${post.blogID}`)).statusCode).toBe(200);
    expect(await page(site, path)).toContain('<title>Page not found</title>');
  });

  it('answers unknown posts with the 404 page, and a page that fails to render with the shell and its head', async () => {
    const site = current();
    for (const url of ['/blogs/999999', '/blogs/abc/x', '/blogs/999999/render-fails'])
      expect(await page(site, url), url).toContain('<title>Page not found</title>');
    const post = await publish(site, [
      ['title', 'Fails to render'],
      ['content', '<p>Unseen.</p>'],
    ]);
    expect(await page(site, `/blogs/${post.blogID}/${post.slug}`)).toContain(
      '<p>Unseen.</p></div></article>',
    );
    const html = await page(site, `/blogs/${post.blogID}/render-fails`);
    expect(html).toContain('<title data-prerendered-head>Fails to render | Chatgate Blog</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('cg-query-state');
  });
});

describe('the blog’s list, rendered again with the posts written on the dashboard', () => {
  const current = siteFor(FAKE_ENTRY, 'blglist-admin');

  it('lists them in the built page, for the filter and page its address names', async () => {
    const site = current();
    const chatbots = await publish(site, [
      ['title', 'A bot for the front desk'],
      ['content', '<p>Hello.</p>'],
      ['category', 'Chatbots'],
    ]);
    const html = await page(site, '/blogs');
    expect(html).toContain(`<li>${chatbots.title}</li>`);
    // The built page around it stays: its head, and what follows the queries.
    expect(html).toMatch(
      /^<!doctype html><title>Blog<\/title><div id="root" data-prerendered-for="\/blogs">/,
    );
    expect(html).toContain('<footer>built footer</footer>');
    expect(html).not.toContain('{"built":true}');
    expect(queryState(html).queries[0].key).toEqual(['blogs', 'list', 'All', 1]);

    const filtered = await page(site, '/blogs?category=Security&page=1');
    expect(filtered).not.toContain(chatbots.title);
    expect(queryState(filtered).queries[0].key).toEqual(['blogs', 'list', 'Security', 1]);
    // An unreadable filter reads as the default, as the page itself reads it.
    expect(queryState(await page(site, '/blogs?category=Nope&page=x')).queries[0].key).toEqual([
      'blogs',
      'list',
      'All',
      1,
    ]);
  });

  it('keeps the built page when the list cannot be read', async () => {
    const site = current();
    await site.ctx.db.execute(sql`alter table blog_posts rename to blog_posts_away`);
    try {
      expect(await page(site, '/blogs')).toBe(BUILT_BLOG_LIST.html);
    } finally {
      await site.ctx.db.execute(sql`alter table blog_posts_away rename to blog_posts`);
    }
  });
});

describe('a built-in article, rendered again with its related posts', () => {
  const current = siteFor(FAKE_ENTRY, 'blgbuiltin-admin');

  it('shows a related post written after the build, with an answer the browser need not fetch again', async () => {
    const site = current();
    const builtin = (await site.ctx.app.inject({ method: 'GET', url: '/api/v1/blogs/1' })).json().result;
    const related = await publish(site, [
      ['title', 'Templates for the first message'],
      ['content', '<p>Say hello.</p>'],
      ['category', builtin.category],
    ]);
    const html = await page(site, PRERENDERED_POST_PATH);
    expect(html).toContain(`<h1>${builtin.title}</h1>`);
    expect(html).toContain(`<li>${related.title}</li>`);
    // The built page around it stays: its own head.
    expect(html).toMatch(/^<!doctype html><title>first-post<\/title><link rel="canonical"/);
    expect(html).not.toContain('{"built":true}');
    const [answer] = queryState(html).queries;
    expect(answer.key).toEqual(['blogs', 'post', '1']);
    expect(answer.data.related.map((post: Post) => post.title)).toContain(related.title);
  });

  it('keeps the built page when the post cannot be read', async () => {
    const site = current();
    const built = await page(site, PRERENDERED_POST_PATH);
    await site.ctx.db.execute(sql`alter table blog_posts rename to blog_posts_away`);
    try {
      expect(await page(site, PRERENDERED_POST_PATH)).toContain('first-post page');
    } finally {
      await site.ctx.db.execute(sql`alter table blog_posts_away rename to blog_posts`);
    }
    expect(built).not.toContain('first-post page');
  });
});
