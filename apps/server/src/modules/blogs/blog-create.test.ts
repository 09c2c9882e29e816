import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AccessDeniedMessages, BLOG_IMAGES_PATH, BlogMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, type FormEntries, oneOfEachRole, postForm } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';
import { SAMPLE_FILES } from '../../../test/multipart-form';

let ctx: TestContext;
let admin: Caller;
let crm: Caller;
let user: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, crm, user } = await oneOfEachRole(ctx, 'blog'));
});
afterAll(() => ctx.close());

const create = (by: Caller, entries: FormEntries) => by.form('/blogs/create', entries);

describe('POST /blogs/create', () => {
  it('is for Admin only: CRM and User get Access Denied, anonymous 401', async () => {
    for (const other of [crm, user]) {
      const res = await create(other, [
        ['title', 'Nope'],
        ['content', '<p>x</p>'],
      ]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AccessDeniedMessages.text);
    }
    expect((await postForm(ctx, '/blogs/create', [['title', 'x']])).statusCode).toBe(401);
  });

  it('publishes a post with a derived slug, excerpt, read time, today and the caller as author', async () => {
    const words = Array.from({ length: 250 }, (_, i) => `word${i}`).join(' ');
    const res = await create(admin, [
      ['title', '  Hello, World: Part 2!  '],
      ['slug', ''],
      ['content', `<h2>Intro</h2><p>Fish &amp; chips. ${words}</p>`],
      ['category', 'Business'],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json().result;
    expect(res.json().message).toBe(BlogMessages.created);
    expect(post).toMatchObject({
      slug: 'hello-world-part-2',
      title: 'Hello, World: Part 2!',
      category: 'Business',
      posted_by: admin.name,
      date: new Date().toISOString().slice(0, 10),
      readTime: '2 min read',
      blogImg: null,
    });
    expect(post.excerpt.startsWith('Intro Fish & chips. word0')).toBe(true);
    expect(post.excerpt.length).toBeLessThanOrEqual(201);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/blogs/${post.blogID}` });
    expect(read.json().result.content).toBe(post.content);

    const again = await create(admin, [
      ['title', 'Other title'],
      ['slug', ' Hello  World -- Part 2 '],
      ['content', '<p>x</p>'],
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BlogMessages.slugTaken);
  });

  it('strips scripts, event handlers and javascript:/data: URLs from the content (stored XSS)', async () => {
    const res = await create(admin, [
      ['title', 'XSS attempt'],
      ['postedBy', 'Guest Writer'],
      [
        'content',
        '<p onclick="steal()">Safe <a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>' +
          '<script>alert(1)</script><img src=x onerror=alert(1)><img src="data:image/png;base64,AAAA">' +
          '<iframe src="https://evil.example"></iframe><style>body{}</style><a href="JaVaScRiPt:alert(2)">x</a>',
      ],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { content, posted_by } = res.json().result;
    expect(posted_by).toBe('Guest Writer');
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      'data:',
      '<iframe',
      '<style',
      'alert(',
    ]) {
      expect(content.toLowerCase()).not.toContain(bad.toLowerCase());
    }
    expect(content).toContain('<a href="https://example.com" rel="noopener noreferrer">good</a>');
    // An image relative to the page would be broken wherever the post is shown.
    expect(content).not.toContain('<img');
  });

  it('keeps pasted bold and italics as <strong> and <em>, and images from the web or the site', async () => {
    const res = await create(admin, [
      ['title', 'Formatting'],
      [
        'content',
        '<p><b>bold</b> <i>ital</i></p><img src="/api/v1/blogs/images/a.png" alt="a">' +
          '<img src="https://cdn.example/b.png" alt="b"><img src="//cdn.example/c.png" alt="c">',
      ],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { content } = res.json().result;
    expect(content).toContain('<p><strong>bold</strong> <em>ital</em></p>');
    expect(content).toContain('<img src="/api/v1/blogs/images/a.png" alt="a" />');
    expect(content).toContain('<img src="https://cdn.example/b.png" alt="b" />');
    expect(content).not.toContain('cdn.example/c.png');
  });

  it('checks the fields with clear words', async () => {
    const noTitle = await create(admin, [['content', '<p>x</p>']]);
    expect(noTitle.json()).toMatchObject({ message: BlogMessages.titleRequired });
    const onlyScript = await create(admin, [
      ['title', 'Empty'],
      ['content', '<script>alert(1)</script>'],
    ]);
    expect(onlyScript.json()).toMatchObject({ message: BlogMessages.contentRequired });
    const badSlug = await create(admin, [
      ['title', '!!!'],
      ['content', '<p>x</p>'],
    ]);
    expect(badSlug.json()).toMatchObject({ message: BlogMessages.slugInvalid });
    const badCategory = await create(admin, [
      ['title', 'Cat'],
      ['content', '<p>x</p>'],
      ['category', 'Gossip'],
    ]);
    expect(badCategory.statusCode).toBe(400);
  });
});

describe('cover images', () => {
  it('stores an image cover and serves it publicly at /blogs/images/:fileName', async () => {
    const res = await create(admin, [
      ['title', 'With a cover'],
      ['content', '<p>Look.</p>'],
      ['faceImg', { filename: 'cover.png', content: SAMPLE_FILES.png, contentType: 'image/png' }],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const image: string = res.json().result.blogImg;
    expect(image).toMatch(new RegExp(`^${BLOG_IMAGES_PATH}/[0-9a-f-]{36}\\.png$`));
    const fileName = image.split('/').pop() as string;
    expect(await readdir(path.join(ctx.config.dataDir, 'uploads'))).toContain(fileName);
    const served = await ctx.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });

  it('refuses a renamed executable or a non-image as faceImg (415) and publishes nothing', async () => {
    for (const [n, content] of [SAMPLE_FILES.elf, SAMPLE_FILES.pe, SAMPLE_FILES.pdf].entries()) {
      const res = await create(admin, [
        ['title', `Bad cover ${n}`],
        ['content', '<p>x</p>'],
        ['faceImg', { filename: 'photo.png', content, contentType: 'image/png' }],
      ]);
      expect(res.statusCode).toBe(415);
      const lookup = await ctx.app.inject({ method: 'GET', url: '/api/v1/blogs/view' });
      expect(lookup.json().result.map((p: { slug: string }) => p.slug)).not.toContain(`bad-cover-${n}`);
    }
  });

  it('serves only blog covers there, not other uploads', async () => {
    const ann = await admin.form('/dash/announcement/create', [
      ['subject', 's'],
      ['description', 'd'],
      ['recipients', user.id],
      ['file', { filename: 'p.png', content: SAMPLE_FILES.png }],
    ]);
    const item = (await user.get(`/dash/announcement/${ann.json().announceID}`)).json().result;
    const res = await ctx.app.inject({ method: 'GET', url: `${BLOG_IMAGES_PATH}/${item.fileName}` });
    expect(res.statusCode).toBe(404);
  });
});
