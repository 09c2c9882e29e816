import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { pageOverflow } from '../support/screen-width';

/** /services, /waautomation and /gautomation (spec 2.6). */

test('Our Services leads to both automation pages, the trial and sales', async ({ page }) => {
  await page.goto('/services');
  await expect(page).toHaveTitle(/Our Services/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Learn more about WhatsApp/ })).toHaveAttribute(
    'href',
    '/waautomation',
  );
  await expect(main.getByRole('link', { name: /Learn more about Google/ })).toHaveAttribute(
    'href',
    '/gautomation',
  );
  await expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth/signup');
  await expect(main.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contactus');
});

test('the WhatsApp page has six features, a quick-start sample, pricing and the 7-day trial', async ({
  page,
}) => {
  await page.goto('/waautomation');
  await expect(page.locator('section[aria-labelledby="wa-features-heading"] ul > li')).toHaveCount(6);
  const sample = page.getByRole('figure', { name: 'Send a message: code samples' });
  await expect(sample.getByRole('tab')).toHaveCount(8);
  await page.getByRole('tab', { name: 'Go' }).click();
  await expect(sample.locator('code')).toContainText('/api/v1/send/text');
  await expect(page.getByTestId('plan-price')).toHaveText('₹2,100');
  await expect(page.getByRole('main')).toContainText('7-day free trial');
});

test('the copy button shows a check mark', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/waautomation');
  const sample = page.getByRole('figure', { name: 'Send a message: code samples' });
  await sample.getByRole('button', { name: 'Copy' }).click();
  await expect(sample.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(sample.getByTestId('copied-check')).toBeVisible();
});

test('the workspace page lists four plans and compares them in a table', async ({ page }) => {
  await page.goto('/gautomation');
  await expect(page.locator('section[aria-labelledby="g-features-heading"] ul > li')).toHaveCount(6);
  const plans: Array<[string, RegExp]> = [
    ['Starter', /₹3,999[\s\S]*₹5,999[\s\S]*33\.33% off/],
    ['Standard', /₹7,999[\s\S]*₹12,999[\s\S]*38\.46% off/],
    ['Advanced', /Most popular[\s\S]*₹10,799[\s\S]*₹15,999[\s\S]*32\.5% off/],
    ['Pro', /Custom pricing[\s\S]*Contact Sales/],
  ];
  for (const [name, text] of plans) await expect(page.getByTestId(`plan-${name}`)).toHaveText(text);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Feature',
    'Starter',
    'Standard',
    'Advanced',
    'Pro',
  ]);
  expect(await table.getByRole('rowheader').count()).toBeGreaterThan(5);
});

for (const path of ['/', '/services', '/waautomation', '/gautomation']) {
  test(`${path} has one h1, passes axe and does not scroll sideways at 360 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectAccessible(page, `${path} `);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  });
}
