import { brotliDecompressSync } from 'node:zlib';
import { BLOG_IMAGES_PATH, PRERENDERED_HEAD_ATTRIBUTE } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_POST_PATH, SHELL_HTML, SITE_ORIGIN, writeBuiltSite } from '../../../test/built-site';
import { type Caller, callerWithRole, type FormEntries } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';
import { SAMPLE_FILES } from '../../../test/multipart-form';

let ctx: TestContext;
let site: Awaited<ReturnType<typeof writeBuiltSite>>;
let admin: Caller;
beforeAll(async () => {
  site = await writeBuiltSite();
  ctx = await createTestContext({ WEB_DIST: site.dir, PUBLIC_URL: SITE_ORIGIN });
  admin = await callerWithRole(ctx, 'blgpg-admin', 'Admin');
});
afterAll(async () => {
  await ctx.close();
  await site.remove();
});

interface Post {
  blogID: number;
  slug: string;
  title: string;
  excerpt: string;
  blogImg: string | null;
  date: string;
}

async function publish(fields: FormEntries): Promise<Post> {
  const res = await admin.form('/blogs/create', fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result;
}
const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The five entities the server writes, back to characters. */
const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
  );

/** The head the server wrote for a page: its title, marked tags by name, and its JSON-LD. */
function headOf(html: string) {
  const title = /<title data-prerendered-head>([^<]*)<\/title>/.exec(html)?.[1];
  const tags = new Map<string, string>();
  for (const [, key, value] of html.matchAll(
    /<(?:meta|link) data-prerendered-head (?:name|property|rel)="([^"]*)" (?:content|href)="([^"]*)"\/>/g,
  ))
    tags.set(key ?? '', decodeEntities(value ?? ''));
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    title: title === undefined ? undefined : decodeEntities(title),
    tags,
    ld: ld === undefined ? undefined : JSON.parse(ld),
  };
}

const sitemapUrls = async () =>
  [
    ...(await page('/sitemap.xml')).body.matchAll(
      /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g,
    ),
  ].map(([, loc, lastmod]) => ({ loc, lastmod }));

describe('the page of a post written on the dashboard', () => {
  it('carries the post’s own title, description, canonical, preview tags and BlogPosting', async () => {
    const post = await publish([
      ['title', 'Scheduling reminders from a sheet'],
      ['content', '<p>Send each customer a reminder the day before their visit.</p>'],
      ['postedBy', 'Asha Rao'],
      ['faceImg', { filename: 'cover.png', content: SAMPLE_FILES.png }],
    ]);
    expect(post.blogImg?.startsWith(`${BLOG_IMAGES_PATH}/`)).toBe(true);
    const url = `${SITE_ORIGIN}/blogs/${post.blogID}/${post.slug}`;
    const res = await page(`/blogs/${post.blogID}/${post.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('Chatgate: WhatsApp messaging API');
    expect(res.body).toContain('<div id="root"></div>');
    const head = headOf(res.body);
    expect(head.title).toBe('Scheduling reminders from a sheet | Chatgate Blog');
    expect(Object.fromEntries(head.tags)).toEqual({
      description: post.excerpt,
      canonical: url,
      'og:site_name': 'Chatgate',
      'og:type': 'article',
      'og:title': 'Scheduling reminders from a sheet | Chatgate Blog',
      'og:description': post.excerpt,
      'og:url': url,
      'og:image': `${SITE_ORIGIN}${post.blogImg}`,
      'twitter:card': 'summary_large_image',
    });
    expect(post.excerpt).toBe('Send each customer a reminder the day before their visit.');
    expect(head.ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Scheduling reminders from a sheet',
      description: post.excerpt,
      url,
      mainEntityOfPage: url,
      image: `${SITE_ORIGIN}${post.blogImg}`,
      datePublished: post.date,
      author: { '@type': 'Person', name: 'Asha Rao' },
      publisher: { '@type': 'Organization', name: 'Chatgate' },
    });
    // Every tag the browser replaces is marked; the address without the slug, or with a stale one, names the post's own.
    expect(res.body.match(new RegExp(`${PRERENDERED_HEAD_ATTRIBUTE}`, 'g'))).toHaveLength(10);
    for (const other of [`/blogs/${post.blogID}`, `/blogs/${post.blogID}/an-old-slug?utm_source=x`]) {
      expect(headOf((await page(other)).body).tags.get('canonical'), other).toBe(url);
    }
    const br = await page(`/blogs/${post.blogID}/${post.slug}`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
  });

  it('escapes what the Admin typed: a title that closes </title> or </script> stays text', async () => {
    const title = '</title><script>alert(1)</script> & "quotes" \'too\'';
    const post = await publish([
      ['title', title],
      ['slug', 'inert-title'],
      ['content', '<p>&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; "said" it</p>'],
      ['postedBy', '</script><script>alert(3)</script>'],
    ]);
    const res = await page(`/blogs/${post.blogID}/${post.slug}`);
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body.match(/<\/title>/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/<img/);
    expect(res.body).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;',
    );
    const head = headOf(res.body);
    expect(head.title).toBe(`${title} | Chatgate Blog`);
    expect(head.tags.get('og:title')).toBe(`${title} | Chatgate Blog`);
    expect(head.tags.get('description')).toBe('</script><img src=x onerror=alert(2)> "said" it');
    expect(head.tags.size).toBe(9);
    expect(head.ld.headline).toBe(title);
    expect(head.ld.author.name).toBe('</script><script>alert(3)</script>');
  });

  it('follows an edit and a deletion on the next request', async () => {
    const post = await publish([
      ['title', 'Before the edit'],
      ['content', '<p>Old words.</p>'],
    ]);
    const before = headOf((await page(`/blogs/${post.blogID}/${post.slug}`)).body);
    expect(before.title).toBe('Before the edit | Chatgate Blog');
    expect(before.tags.get('og:image')).toBe(`${SITE_ORIGIN}/og-image.png`);
    expect(before.ld.dateModified).toBeUndefined();

    const edit = await admin.putForm(`/blogs/${post.blogID}`, [
      ['title', 'After the edit'],
      ['content', '<p>New words.</p>'],
    ]);
    expect(edit.statusCode, edit.body).toBe(200);
    const after = headOf((await page(`/blogs/${post.blogID}/${post.slug}`)).body);
    expect(after.title).toBe('After the edit | Chatgate Blog');
    expect(after.tags.get('description')).toBe('New words.');
    expect(after.tags.get('canonical')).toBe(`${SITE_ORIGIN}/blogs/${post.blogID}/after-the-edit`);
    expect(Date.parse(after.ld.dateModified)).toBeGreaterThan(Date.now() - 60_000);

    expect((await admin.delete(`/blogs/${post.blogID}`)).statusCode).toBe(200);
    const gone = await page(`/blogs/${post.blogID}/after-the-edit`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Page not found');
  });

  it('answers unknown and malformed post addresses with the 404 page, which the browser replaces', async () => {
    for (const url of [
      '/blogs/999999',
      '/blogs/abc',
      '/blogs/999999/some-slug',
      '/blogs/0',
      '/blogs/99999999999',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>Page not found</title>');
    }
    // The rest of the browser's own pages keep the shell.
    expect((await page('/dashboard/logs')).body).toBe(SHELL_HTML);
    expect((await page('/blogs/1/first-post/more')).statusCode).toBe(404);
  });

  it('keeps a built-in article’s prerendered page, and heads its address without the slug', async () => {
    expect((await page(PRERENDERED_POST_PATH)).body).toContain('first-post page');
    const builtin = (await page('/api/v1/blogs/1')).json().result;
    const head = headOf((await page('/blogs/1')).body);
    expect(head.title).toBe(`${builtin.title} | Chatgate Blog`);
    expect(head.tags.get('canonical')).toBe(`${SITE_ORIGIN}/blogs/1/${builtin.slug}`);
    // Its cover is an SVG, which link previews do not show.
    expect(builtin.blogImg).toMatch(/\.svg$/);
    expect(head.tags.get('og:image')).toBe(`${SITE_ORIGIN}/og-image.png`);
  });
});

describe('sitemap.xml', () => {
  it('lists the built pages, then every post written on the dashboard, until it is deleted', async () => {
    const post = await publish([
      ['title', 'Listed in the sitemap'],
      ['content', '<p>Find me.</p>'],
    ]);
    const loc = `${SITE_ORIGIN}/blogs/${post.blogID}/${post.slug}`;
    const listed = await sitemapUrls();
    expect(listed.slice(0, 2)).toEqual([
      { loc: `${SITE_ORIGIN}/about`, lastmod: undefined },
      { loc: `${SITE_ORIGIN}${PRERENDERED_POST_PATH}`, lastmod: '2025-01-10' },
    ]);
    expect(listed).toContainEqual({ loc, lastmod: post.date });
    expect(listed.filter((url) => url.loc?.startsWith(`${SITE_ORIGIN}/blogs/1/`))).toHaveLength(1);
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toMatch(/^<\?xml[\s\S]*<\/urlset>\n$/);

    await admin.putForm(`/blogs/${post.blogID}`, [
      ['title', 'Listed in the sitemap'],
      ['content', '<p>Find me, edited.</p>'],
    ]);
    const edited = (await sitemapUrls()).find((url) => url.loc === loc);
    expect(Date.parse(edited?.lastmod ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(edited?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await admin.delete(`/blogs/${post.blogID}`);
    expect((await sitemapUrls()).map((url) => url.loc)).not.toContain(loc);
  });
});
