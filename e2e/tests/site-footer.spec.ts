import { expect, test } from '../support/fixtures';

/** The shared footer (spec 2.3). */

const FOOTER_LINKS: Array<[string, string]> = [
  ['Features', '/#features'],
  ['Pricing', '/#pricing'],
  ['Documentation', '/dashboard/apiDocs'],
  ['Dashboard', '/dashboard'],
  ['Blogs', '/blogs'],
  ['Help Center', '/dashboard/createTicket'],
  ['Contact Us', '/contactus'],
  ['About', '/about'],
  ['Careers', '/careers'],
  ['Privacy Policy', '/privacy'],
  ['Terms & Conditions', '/terms'],
];

test('every footer link is there and answers 200', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of FOOTER_LINKS) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
  }
  await expect(
    footer.getByRole('region', { name: 'Stay Updated' }).getByRole('button', { name: 'Subscribe Now' }),
  ).toBeVisible();
  const video = footer.getByRole('link', { name: /YouTube/ });
  await expect(video).toHaveAttribute('rel', /noopener/);
  await expect(video).toHaveAttribute('target', '_blank');
  for (const link of await footer.getByRole('list', { name: 'Social media' }).getByRole('link').all()) {
    if ((await link.getAttribute('target')) !== '_blank') await expect(link).toHaveAttribute('href', '/');
  }
});

test('a footer anchor scrolls smoothly on / without reloading', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('section#pricing')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('a footer anchor on another page goes to /#section and scrolls there', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('section#features')).toBeInViewport();
});

test('loading / with a hash scrolls to the section after 100 ms', async ({ page }) => {
  await page.goto('/#faq');
  await expect(page.locator('section#faq')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});
