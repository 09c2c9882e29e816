import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { isDashboardPostPath, sitemapPaths } from '../support/public-pages';
import { isZodCode } from '../support/zod-code';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page of the sitemap shows its content, title, description, canonical and preview tags', async ({
    page,
    baseURL,
  }) => {
    // Posts written on the dashboard are listed too; the browser renders those (blogs.spec).
    const paths = (await sitemapPaths(page.request)).filter((path) => !isDashboardPostPath(path));
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/blogs', '/contactus', '/privacy', '/terms', '/about']),
    );
    expect(paths.filter((p) => p.startsWith('/blogs/'))).toHaveLength(6);
    for (const path of paths) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      expect(await page.title(), path).toMatch(/Chatgate/);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]'), path).toHaveCount(1);
      await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(head.locator('meta[property="og:url"]'), path).toHaveAttribute(
        'content',
        `${baseURL}${path}`,
      );
      await expect(head.locator('meta[property="og:title"]'), path).toHaveAttribute(
        'content',
        await page.title(),
      );
    }
  });

  test('an article is readable, and an unknown address answers 404 with a page', async ({ page }) => {
    await page.goto('/blogs');
    const first = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await page.goto((await first.getAttribute('href')) ?? '');
    await expect(page.getByRole('article').locator('p').first()).toBeVisible();
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('a prerendered page comes alive without errors and never downloads the dashboard', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  for (const path of ['/', '/blogs', '/contactus']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // Hydrated: the pricing toggle of the home page answers clicks.
  await page.goto('/#pricing');
  const pricing = page.locator('#pricing');
  await pricing.getByRole('button', { name: 'Monthly' }).click();
  await expect(pricing.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');

  expect(problems).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  // `icons` holds the icons only the dashboard shows; `dashboard-routes` its route table.
  expect(
    scripts.filter((src) => /dashboard|tokens-page|api-docs|sandbox|billing|profile|icons/.test(src)),
  ).toEqual([]);
  // Each page keeps one set of head tags, also after moving between pages in the browser.
  await page.getByRole('banner').getByRole('link', { name: 'Blogs' }).first().click();
  await expect(page).toHaveTitle('Blog and Resources | Chatgate');
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
});

test('the blog list and an article come alive without downloading zod', async ({ page }) => {
  const zodScripts: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.text().then((code) => {
        const { pathname, search } = new URL(page.url());
        if (isZodCode(code)) zodScripts.push(`${pathname}${search}: ${new URL(response.url()).pathname}`);
      }),
    );
  });
  await page.goto('/blogs');
  const article = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const articlePath = (await article.getAttribute('href')) ?? '';
  for (const path of ['/blogs', '/blogs?page=1&category=Security', articlePath]) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(reading);
  expect(reading.length).toBeGreaterThan(0);
  expect(zodScripts).toEqual([]);

  // The check sees zod where a page does load it: a form checked with zod schemas.
  await page.goto('/auth');
  await page.getByLabel('Email or Username').fill('nobody-here');
  await page.getByLabel('Password').fill('Wrong!pass1');
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect
    .poll(async () => {
      await Promise.all(reading);
      return zodScripts.length;
    })
    .toBeGreaterThan(0);
});

test('robots.txt points crawlers to the sitemap and away from the dashboard', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

/** Holds the page's scripts back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a terms box ticked before the page's code has run stays ticked once it runs", async ({ page }) => {
  const release = await holdScripts(page);
  // The frame's goto: the fixture's page.goto would wait for the code this test holds back.
  await page.mainFrame().goto('/auth', { waitUntil: 'commit' });
  const terms = page.getByRole('checkbox');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeDisabled();
  await terms.click();
  await expect(terms).toBeChecked();
  // The tick shows before React renders its icon.
  const tickDrawn = () => terms.evaluate((box) => getComputedStyle(box, '::after').backgroundImage);
  expect(await tickDrawn()).toContain('svg');

  release();
  await expect(signIn).toBeEnabled();
  await expect(terms.locator('svg')).toBeVisible();
  expect(await tickDrawn()).toBe('none');
  await expect(terms).toBeChecked();
  // The form's own state has it too: with the terms accepted, a sign-in reaches the server.
  await page.getByLabel('Email or Username').fill('nobody-here');
  await page.getByLabel('Password').fill('Wrong!pass1');
  const login = page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/login'));
  await signIn.click();
  await login;
});

test('a box clicked twice before the page runs ends unticked, and each box keeps its own clicks', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.mainFrame().goto('/auth/signup', { waitUntil: 'commit' });
  const [terms, news] = [page.getByRole('checkbox').first(), page.getByRole('checkbox').nth(1)];
  await terms.click();
  await news.click();
  await news.click();
  await expect(terms).toBeChecked();
  await expect(news).not.toBeChecked();

  release();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await expect(terms).toBeChecked();
  await expect(news).not.toBeChecked();
  // React's state, not only the markup: one more click on each turns both over.
  await terms.click();
  await news.click();
  await expect(terms).not.toBeChecked();
  await expect(news).toBeChecked();
});

test("a prerendered page's first paint waits for no stylesheet, and the whole stylesheet applies once loaded", async ({
  page,
}) => {
  for (const path of ['/', '/blogs', '/contactus']) {
    const html = await (await page.request.get(path)).text();
    // Without JavaScript the stylesheet comes from <noscript>, which a browser running scripts ignores.
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    // The rules the page's own markup uses are in the page; a stylesheet in <head> for all media blocks painting.
    expect(head, path).toMatch(/<style>[^<]*\.bg-white\b/);
    const blocking = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].filter(
      ([link]) => !/\bmedia="print"/.test(link),
    );
    expect(blocking, path).toEqual([]);

    await page.goto(path);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => [
            link.media,
            link.sheet !== null,
          ]),
        ),
      )
      .toEqual([['all', true]]);
  }
});

test("a prerendered page's scripts start downloading after its first paint, and the page still comes alive", async ({
  page,
}) => {
  for (const path of ['/', '/blogs', '/contactus']) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime);
      return { paint, scripts: scripts.length, firstScript: Math.min(...scripts) };
    });
    expect(timing.scripts, path).toBeGreaterThan(0);
    expect(timing.firstScript, path).toBeGreaterThan(timing.paint);
  }
});
