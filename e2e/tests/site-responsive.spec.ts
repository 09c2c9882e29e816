import { expectAccessible } from '../support/accessibility';
import { test } from '../support/fixtures';
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
