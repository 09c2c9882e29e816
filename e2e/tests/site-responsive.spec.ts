import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { sitemapPaths } from '../support/public-pages';
import { expectNoSidewaysScroll } from '../support/screen-width';

/** Public pages reached by links only (noindex), checked with the sitemap's. */
const UNLISTED = ['/auth/forgot-password', '/no-such-page'];
const WIDTHS = [360, 768, 1440];
/** Kept with the run's results for people to look at. */
const SHOTS = 'test-results/site-shots';

const shotName = (path: string, width: number) =>
  `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`;

// One test per width, each with its own time: the sitemap grows with every blog post.
for (const width of WIDTHS) {
  test(`every public page fits ${width} px without sideways scrolling${width === 768 ? '' : ' and passes axe'}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    const paths = [...(await sitemapPaths(page.request)), ...UNLISTED];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, path);
      await page.screenshot({ path: `${SHOTS}/${shotName(path, width)}`, fullPage: true });
      if (width !== 768) await expectAccessible(page, `${path} at ${width}: `);
    }
  });
}

test('at 320 px a button whose label wraps grows to hold it, instead of clipping its two lines', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/');
  const trial = page.getByRole('banner').getByRole('link', { name: 'Get Free Trial' });
  await expect(trial).toBeVisible();
  const { lines, clipped } = await trial.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    const text = element.getBoundingClientRect();
    return {
      lines: Math.round(
        (element.scrollHeight - 2 * Number.parseFloat(getComputedStyle(element).paddingTop)) / lineHeight,
      ),
      clipped: element.scrollHeight > element.clientHeight || text.bottom > innerHeight,
    };
  });
  expect(lines, 'the label wraps at 320 px').toBeGreaterThanOrEqual(2);
  expect(clipped, 'the wrapped label fits inside its button').toBe(false);
});
