import { test } from '../support/fixtures';

/** Screenshots of the public pages for review; run with SITE_SHOTS=dir. */
const dir = process.env.SITE_SHOTS;

for (const width of [360, 1440]) {
  for (const path of ['/', '/services', '/waautomation', '/gautomation']) {
    test(`screenshot ${path} at ${width}`, async ({ page }) => {
      test.skip(!dir, 'SITE_SHOTS not set');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const name = path === '/' ? 'home' : path.slice(1);
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    });
  }
}
