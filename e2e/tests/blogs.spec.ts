import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { postForm } from '../support/api-session';
import { sqlOnServer } from '../support/database';
import { expect, logInByForm, test } from '../support/fixtures';
import { sitemapPaths } from '../support/public-pages';
import { expectNoSidewaysScroll } from '../support/screen-width';
import { signUpWithRole } from '../support/staff';

interface Summary {
  blogID: number;
  slug: string;
  title: string;
  category: string;
  posted_by: string;
  readTime: string;
  excerpt: string;
}

const CATEGORIES = ['WhatsApp API', 'Google Automation', 'Chatbots', 'Security', 'Business', 'Integration'];

async function listPosts(page: Page): Promise<Summary[]> {
  const res = await page.request.get('/api/v1/blogs/view');
  expect(res.status()).toBe(200);
  return (await res.json()).result;
}

async function getPost(page: Page, id: number): Promise<Summary & { content: string }> {
  return (await (await page.request.get(`/api/v1/blogs/${id}`)).json()).result;
}

const postCards = (page: Page) => page.getByRole('main').getByRole('article');

test('the category filter shows only its posts, is linkable, and All restores them', async ({ page }) => {
  const posts = await listPosts(page);
  expect(posts).toHaveLength(6);
  await page.goto('/blogs');
  await expect(page).toHaveTitle('Blog and Resources | Chatgate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filter posts by category' });
  for (const name of ['All', ...CATEGORIES])
    await expect(filters.getByRole('button', { name })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(postCards(page)).toHaveCount(6);
  // The newest post is the featured one, as a level-2 heading.
  await expect(postCards(page).first().getByRole('heading', { level: 2 })).toHaveText(posts[0]?.title ?? '');
  await expect(
    page
      .getByRole('main')
      .getByRole('region', { name: 'Stay Updated' })
      .getByRole('button', { name: 'Subscribe Now' }),
  ).toBeVisible();

  const security = posts.find((post) => post.category === 'Security');
  await filters.getByRole('button', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/blogs\?category=Security$/);
  await expect(filters.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(postCards(page)).toHaveCount(1);
  await expect(postCards(page).getByRole('link')).toHaveText(security?.title ?? '');
  await expect(postCards(page).getByText('Security', { exact: true })).toBeVisible();

  await filters.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(postCards(page)).toHaveCount(6);

  const chatbots = posts.find((post) => post.category === 'Chatbots');
  await page.goto(`/blogs?category=${encodeURIComponent('Chatbots')}`);
  await expect(filters.getByRole('button', { name: 'Chatbots' })).toHaveAttribute('aria-pressed', 'true');
  await expect(postCards(page)).toHaveCount(1);
  await postCards(page).getByRole('link', { name: chatbots?.title }).click();
  await expect(page).toHaveURL(`/blogs/${chatbots?.blogID}/${chatbots?.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chatbots?.title ?? '');
});

test('an article shows its content, fixes its slug in the URL, and has no related posts alone', async ({
  page,
}) => {
  const post = await getPost(page, 1);
  await page.goto('/blogs/1');
  await expect(page).toHaveURL(`/blogs/1/${post.slug}`);
  await page.goto('/blogs/1/not-the-slug');
  await expect(page).toHaveURL(`/blogs/1/${post.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page).toHaveTitle(`${post.title} | Chatgate Blog`);
  await expect(main.getByText(post.posted_by)).toBeVisible();
  await expect(main.getByText(post.readTime)).toBeVisible();
  await expect(main.getByText(post.category, { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('img', { name: /Cover illustration/ })).toBeVisible();
  const firstHeading = /<h2>(.*?)<\/h2>/.exec(post.content)?.[1] ?? '';
  expect(firstHeading).not.toBe('');
  await expect(
    main.getByRole('heading', { level: 2, name: firstHeading.replace(/<[^>]+>/g, '') }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth/signup');
  await expect(main.getByRole('link', { name: 'View Documentation' })).toHaveAttribute(
    'href',
    '/dashboard/apiDocs',
  );
  await expect(main.getByRole('link', { name: 'Back to Blogs' }).first()).toHaveAttribute('href', '/blogs');
  const description = await page.locator('meta[name="description"]').last().getAttribute('content');
  expect(description).toBe((await listPosts(page)).find((p) => p.blogID === 1)?.excerpt);
  // Each category holds one built-in post, so there is nothing related.
  await expect(main.getByRole('heading', { name: 'Related Posts' })).toHaveCount(0);
});

test('arriving by /blogs/{id}, focus moves to the article title without drawing a ring round it', async ({
  page,
}) => {
  const post = await getPost(page, 1);
  await page.goto('/blogs/1');
  await expect(page).toHaveURL(`/blogs/1/${post.slug}`);
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toBeFocused();
  expect(await title.evaluate((heading) => getComputedStyle(heading).outlineStyle)).toBe('none');
  await page.screenshot({ path: 'test-results/screenshots/blog-article-focused-title.png' });
});

test('a second post of the category appears as related', async ({ page }) => {
  const slug = `e2e-related-${Date.now()}`;
  const { rows } = await sqlOnServer(
    `insert into blog_posts (slug, title, content, excerpt, category, author, image, read_time, published_on)
     values ($1, 'A second security note', '<p>More.</p>', 'Another look at keys.', 'Security', 'E2E Writer', null, '1 min read', '2020-01-01')
     returning id`,
    [slug],
  );
  const id = rows[0].id as number;
  try {
    const security = (await listPosts(page)).find((post) => post.category === 'Security' && post.blogID <= 6);
    await page.goto(`/blogs/${security?.blogID}`);
    const related = page.getByRole('region', { name: 'Related Posts' });
    await expect(related.getByRole('article')).toHaveCount(1);
    await expect(related.getByRole('link', { name: 'A second security note' })).toHaveAttribute(
      'href',
      `/blogs/${id}/${slug}`,
    );
    await related.getByRole('link', { name: 'A second security note' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A second security note');
    await expect(
      page.getByRole('region', { name: 'Related Posts' }).getByRole('link', { name: security?.title }),
    ).toBeVisible();
  } finally {
    await sqlOnServer('delete from blog_posts where id = $1', [id]);
  }
});

test('a post written after the build carries its own head in the HTML, then renders in the browser', async ({
  page,
  baseURL,
}) => {
  const slug = `e2e-head-${Date.now()}`;
  const title = 'Reminders & "quotes" <from> a sheet';
  const { rows } = await sqlOnServer(
    `insert into blog_posts (slug, title, content, excerpt, category, author, image, read_time, published_on)
     values ($1, $2, '<p>Remind each customer the day before.</p>', 'Remind each customer the day before.', 'Business', 'E2E Writer', null, '1 min read', '2024-05-06')
     returning id`,
    [slug, title],
  );
  const path = `/blogs/${rows[0].id}/${slug}`;
  try {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(
      `<title data-prerendered-head>Reminders &amp; &quot;quotes&quot; &lt;from&gt; a sheet | Chatgate Blog</title>`,
    );
    expect(html).toContain(`<link data-prerendered-head rel="canonical" href="${baseURL}${path}"/>`);
    expect(html).toContain('<meta data-prerendered-head property="og:type" content="article"/>');
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: title, datePublished: '2024-05-06' });
    expect(await sitemapPaths(page.request)).toContain(path);

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Chatgate Blog`);
    // The browser put its own tags in place of the server's, once each.
    const head = page.locator('head');
    await expect(head.locator('title')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    expect(problems).toEqual([]);
  } finally {
    await sqlOnServer('delete from blog_posts where slug = $1', [slug]);
  }
  expect(await sitemapPaths(page.request)).not.toContain(path);
});

test('a post written on the dashboard is readable without JavaScript, and hydrates without errors with it', async ({
  page,
  browser,
  user: admin,
}, testInfo) => {
  await signUpWithRole(page, admin, 'Admin');
  const title = `Reminders from a sheet ${Date.now()}`;
  const { result: post } = await postForm(page, admin, '/blogs/create', {
    title,
    content:
      '<h2>Share the sheet</h2><p>Give the bot read access to the sheet.</p>' +
      '<script>document.title = "ran the post script"</script><p onclick="document.title = 1">Then press Send.</p>',
    category: 'Business',
    postedBy: 'Asha Rao',
  });
  const path = `/blogs/${post.blogID}/${post.slug}`;
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    expect((await bare.goto(path))?.status()).toBe(200);
    const article = bare.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.getByRole('heading', { level: 2, name: 'Share the sheet' })).toBeVisible();
    await expect(article.getByText('Give the bot read access to the sheet.')).toBeVisible();
    await expect(article.getByText('Then press Send.')).toBeVisible();
    await expect(article.getByText('Asha Rao')).toBeVisible();
    await expect(bare.getByRole('contentinfo')).toBeVisible();
    await expect(bare).toHaveTitle(`${title} | Chatgate Blog`);
    expect(await bare.locator('#root').innerHTML()).not.toMatch(/<script|onclick|ran the post script/);
    await bare.screenshot({ path: testInfo.outputPath('dashboard-post-without-js.png'), fullPage: true });
    // The blog's list is rendered again with it, for the filter its address names.
    expect((await bare.goto('/blogs?category=Business'))?.status()).toBe(200);
    await expect(bare.getByRole('main').getByText(title).first()).toBeVisible();
    await context.close();

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Hydrated, not rendered afresh: the heading the server sent is still the one on the page.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => {
        const sent = (window as { serverHeading?: Element | null }).serverHeading;
        return sent?.isConnected === true && sent === document.querySelector('h1');
      }),
    ).toBe(true);
    await expect(page).toHaveTitle(`${title} | Chatgate Blog`);
    await expect(page.locator('head title')).toHaveCount(1);
    await page.goto('/blogs?category=Business');
    await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  } finally {
    await sqlOnServer('delete from blog_posts where id = $1', [post.blogID]);
  }
});

test('a post with a word longer than the screen wraps it on the article, the blog and View Blogs', async ({
  page,
  user: admin,
}) => {
  await signUpWithRole(page, admin, 'Admin');
  const key = `cg_live_${'iK2ZWeqhFWCEPyYngFb51yBMWXaSCrUZoL8g5ubbbPIa84yRnBUbHoWC8FJowoRo'.repeat(2)}`;
  const { result: post } = await postForm(page, admin, '/blogs/create', {
    title: `Keys like ${key}`,
    slug: 'keys-like-these',
    content: `<p>Keys look like ${key} and must stay secret.</p>`,
    category: 'Security',
    postedBy: 'Asha Rao',
  });
  // A newer post takes the featured place, so the long one is also seen as a card of the grid.
  const { result: newer } = await postForm(page, admin, '/blogs/create', {
    title: 'Short and sweet',
    content: '<p>Nothing long here.</p>',
    category: 'Security',
  });
  try {
    await page.setViewportSize({ width: 360, height: 800 });
    await logInByForm(page, admin.username, admin.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of [`/blogs/${post.blogID}/${post.slug}`, '/blogs', '/dashboard/view-blogs']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(`Keys like ${key}`).first()).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    // The blog's cards, this one and the others, each fit the screen too (none is cut off).
    await page.goto('/blogs');
    for (const card of await postCards(page).all()) {
      const box = await card.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
  } finally {
    await sqlOnServer('delete from blog_posts where id = any($1)', [[post.blogID, newer.blogID]]);
  }
});

test('an unknown or malformed id shows Blog Post Not Found', async ({ page }) => {
  for (const path of ['/blogs/9999', '/blogs/abc', '/blogs/9999/some-slug', '/blogs/1.5']) {
    // 404 for search engines, and the site's 404 page for a visitor without JavaScript.
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await expect(page).toHaveURL(path);
  }
});

test('the blog and its articles are accessible and fit 360 to 1440 pixels', async ({ page }, testInfo) => {
  const posts = await listPosts(page);
  for (const width of [360, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blogs');
    await expect(postCards(page)).toHaveCount(6);
    await expectNoSidewaysScroll(page, '/blogs');
    await page.screenshot({ path: testInfo.outputPath(`blogs-${width}.png`), fullPage: true });
    if (width !== 768) await expectAccessible(page, `/blogs at ${width}px: `);
    for (const post of posts) {
      await page.goto(`/blogs/${post.blogID}/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expectNoSidewaysScroll(page, post.slug);
    }
  }
  const security = posts.find((post) => post.category === 'Security');
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/blogs/${security?.blogID}/${security?.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`article-${width}.png`), fullPage: true });
    await expectAccessible(page, `article at ${width}px: `);
  }
});
