import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AccessDeniedMessages, BLOG_IMAGES_PATH, BlogMessages } from '@chatgate/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, type FormEntries, oneOfEachRole } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';
import { SAMPLE_FILES } from '../../../test/multipart-form';

let ctx: TestContext;
let admin: Caller;
let crm: Caller;
let user: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, crm, user } = await oneOfEachRole(ctx, 'blged'));
});
afterAll(() => ctx.close());

const cover = ['faceImg', { filename: 'cover.png', content: SAMPLE_FILES.png }] as const;
let made = 0;
const fields = (title: string, extra: FormEntries = []): FormEntries => [
  ['title', title],
  ['content', '<p>First words of the post.</p>'],
  ['category', 'Chatbots'],
  ...extra,
];

async function publish(extra: FormEntries = []) {
  made += 1;
  const res = await admin.form(
    '/blogs/create',
    fields(`Draft number ${made}`, [['postedBy', 'Asha'], ...extra]),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { blogID: number; slug: string; blogImg: string | null; date: string };
}
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}` });
const storedFiles = () => readdir(path.join(ctx.config.dataDir, 'uploads'));
const coverName = (blogImg: string | null) => blogImg?.slice(BLOG_IMAGES_PATH.length + 1) ?? '';

describe('PUT /blogs/:id', () => {
  it('rewrites the post by the create rules, keeping its author and date', async () => {
    const post = await publish();
    const res = await admin.putForm(`/blogs/${post.blogID}`, [
      ['title', '  Fixed title  '],
      ['slug', ''],
      ['content', '<p>Better words.</p><script>alert(1)</script>'],
      ['category', 'Security'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(BlogMessages.updated);
    const read = (await publicGet(`/blogs/${post.blogID}`)).json().result;
    expect(read).toMatchObject({
      title: 'Fixed title',
      slug: 'fixed-title',
      content: '<p>Better words.</p>',
      excerpt: 'Better words.',
      category: 'Security',
      posted_by: 'Asha',
      date: post.date,
    });
  });

  it('replaces the featured image, then removes it, deleting each old file', async () => {
    const post = await publish([cover]);
    const first = coverName(post.blogImg);
    expect(await storedFiles()).toContain(first);
    const kept = await admin.putForm(`/blogs/${post.blogID}`, fields('Same cover'));
    expect(kept.json().result.blogImg).toBe(post.blogImg);

    const replaced = await admin.putForm(`/blogs/${post.blogID}`, fields('New cover', [cover]));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json().result.blogImg as string;
    expect(second).not.toBe(post.blogImg);
    expect(await storedFiles()).not.toContain(first);
    expect((await publicGet(`/blogs/images/${first}`)).statusCode).toBe(404);
    expect((await publicGet(`/blogs/images/${coverName(second)}`)).statusCode).toBe(200);

    const removed = await admin.putForm(
      `/blogs/${post.blogID}`,
      fields('No cover', [['removeImage', 'true']]),
    );
    expect(removed.json().result.blogImg).toBeNull();
    expect(await storedFiles()).not.toContain(coverName(second));
  });

  it('refuses bad input as create does: 400 in words, 409 for another post’s slug, 415 for a non-image', async () => {
    const post = await publish();
    const other = await publish();
    const cases: Array<[FormEntries, number, string]> = [
      [[['content', '<p>x</p>']], 400, BlogMessages.titleRequired],
      [
        [
          ['title', 'T'],
          ['content', '<script>x</script>'],
        ],
        400,
        BlogMessages.contentRequired,
      ],
      [
        [
          ['title', 'T'],
          ['content', '<p>x</p>'],
          ['category', 'Cooking'],
        ],
        400,
        BlogMessages.categoryInvalid,
      ],
      [fields('T', [['removeImage', 'no']]), 400, BlogMessages.removeImageInvalid],
      [fields('T', [['slug', other.slug]]), 409, BlogMessages.slugTaken],
      [fields('T', [['faceImg', { filename: 'a.png', content: SAMPLE_FILES.pdf }]]), 415, 'image'],
    ];
    for (const [entries, status, message] of cases) {
      const res = await admin.putForm(`/blogs/${post.blogID}`, entries);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect((await publicGet(`/blogs/${post.blogID}`)).json().result.slug).toBe(post.slug);
  });

  it('is for Admin only, answers 404 for unknown ids and 403 for the built-in articles', async () => {
    const post = await publish();
    for (const other of [crm, user]) {
      const res = await other.putForm(`/blogs/${post.blogID}`, fields('Mine'));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AccessDeniedMessages.text);
    }
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/blogs/${post.blogID}` })).statusCode).toBe(
      401,
    );
    for (const unknown of ['999999', 'first-post']) {
      const res = await admin.putForm(`/blogs/${unknown}`, fields('Nothing'));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BlogMessages.notFound);
    }
    const builtin = await admin.putForm('/blogs/1', fields('Rewritten'));
    expect(builtin.statusCode).toBe(403);
    expect(builtin.json().message).toBe(BlogMessages.builtinLocked);
    expect((await publicGet('/blogs/1')).json().result.title).not.toBe('Rewritten');
  });
});

describe('DELETE /blogs/:id', () => {
  it('takes the post off the blog, its list and related posts, with its cover file', async () => {
    const post = await publish([cover]);
    const sibling = await publish();
    const relatedBefore = (await publicGet(`/blogs/${sibling.blogID}`)).json().related;
    expect(relatedBefore.map((p: { blogID: number }) => p.blogID)).toContain(post.blogID);
    const res = await admin.delete(`/blogs/${post.blogID}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: BlogMessages.deleted });
    expect((await publicGet(`/blogs/${post.blogID}`)).statusCode).toBe(404);
    const list = (await publicGet('/blogs/view?category=Chatbots')).json().result;
    expect(list.map((p: { blogID: number }) => p.blogID)).not.toContain(post.blogID);
    const related = (await publicGet(`/blogs/${sibling.blogID}`)).json().related;
    expect(related.map((p: { blogID: number }) => p.blogID)).not.toContain(post.blogID);
    expect(await storedFiles()).not.toContain(coverName(post.blogImg));
    expect((await publicGet(`/blogs/images/${coverName(post.blogImg)}`)).statusCode).toBe(404);
    expect((await admin.delete(`/blogs/${post.blogID}`)).statusCode).toBe(404);
  });

  it('answers 403 to CRM and User and for the built-in articles, deleting nothing', async () => {
    const post = await publish();
    for (const other of [crm, user]) {
      const res = await other.delete(`/blogs/${post.blogID}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AccessDeniedMessages.text);
    }
    expect((await admin.delete('/blogs/3')).statusCode).toBe(403);
    expect((await publicGet('/blogs/3')).statusCode).toBe(200);
    expect((await publicGet(`/blogs/${post.blogID}`)).statusCode).toBe(200);
  });
});
