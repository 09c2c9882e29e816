import { expect, test } from '../support/fixtures';
import { isDashboardPostPath, sitemapPaths } from '../support/public-pages';

/**
 * The e2e server's PUBLIC_URL is its 127.0.0.1 address (support/start-server.ts); the same
 * server also answers at localhost. A page opened there holds the public address in its HTML
 * (code samples, canonical tags) while the browser is elsewhere.
 */
const otherAddress = (publicUrl: string) => publicUrl.replace('//127.0.0.1:', '//localhost:');

test('every prerendered page opened at another address than PUBLIC_URL hydrates without an error', async ({
  page,
  baseURL,
}) => {
  const other = otherAddress(baseURL ?? '');
  expect(other).not.toBe(baseURL);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));

  const paths = (await sitemapPaths(page.request)).filter((path) => !isDashboardPostPath(path));
  expect(paths).toEqual(expect.arrayContaining(['/', '/waautomation', '/blogs']));
  for (const path of paths) {
    await page.goto(`${other}${path}`);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('at another address the code samples call the API there, and the canonical address stays PUBLIC_URL', async ({
  page,
  baseURL,
}) => {
  const other = otherAddress(baseURL ?? '');
  await page.goto(`${other}/`);
  const sample = page.locator('#integration pre').first();
  await expect(sample).toContainText(`${other}/api/v1/send/text`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
});
