import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/screen-width';

/** The section headings of spec 2.6, in its order. */
const PRIVACY_HEADINGS = [
  'Introduction',
  'Information We Collect',
  'How We Use Your Information',
  'How We Share Information',
  'Data Security',
  'Data Retention',
  'Your Rights',
  'Cookies and Local Storage',
  'Third-Party Links',
  'Children Under 13',
  'Changes to This Policy',
  'Contact Us',
];
const TERMS_HEADINGS = [
  'Acceptance of Terms',
  'Description of Service',
  'Accounts and Registration',
  'Acceptable Use',
  'Fees and Payment',
  '7-Day Free Trial',
  'Intellectual Property',
  'Privacy',
  'Service Availability',
  'Limitation of Liability',
  'Indemnification',
  'Termination',
  'Governing Law and Jurisdiction',
  'Changes to These Terms',
  'Contact Us',
];

const PAGES = [
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy | Chatgate', headings: PRIVACY_HEADINGS },
  {
    path: '/terms',
    h1: 'Terms and Conditions',
    title: 'Terms and Conditions | Chatgate',
    headings: TERMS_HEADINGS,
  },
  { path: '/about', h1: 'About Chatgate', title: 'About | Chatgate' },
  { path: '/careers', h1: 'Careers at Chatgate', title: 'Careers | Chatgate' },
];

const numbered = (headings: string[]) => headings.map((heading, i) => `${i + 1}. ${heading}`);

async function open(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
}

for (const { path, h1, title, headings } of PAGES) {
  test(`${path} has one h1, its title and no serious accessibility problems`, async ({ page }) => {
    await open(page, path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(title);
    if (headings) {
      await expect(main.getByText('Last updated January 1, 2024')).toBeVisible();
      // Exactly these sections, in this order, each listed in the table of contents.
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(numbered(headings));
      await expect(main.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveText(
        headings,
      );
    }
    await expectAccessible(page, `${path} `);
  });
}

test('a table-of-contents link scrolls its section into view below the fixed header', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/terms');
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Termination' })
    .click();
  await expect(page).toHaveURL(/\/terms#termination$/);
  const heading = page.getByRole('heading', { level: 2, name: '12. Termination' });
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => (await heading.boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual((await page.getByRole('banner').boundingBox())?.height ?? 64);
});

test('the legal pages link to each other and to the one support address', async ({ page }) => {
  await open(page, '/terms');
  await page.locator('#privacy').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  const privacyMail = await page.locator('#contact-us a[href^="mailto:"]').getAttribute('href');
  expect(privacyMail).toMatch(/^mailto:\S+@\S+$/);
  // The section does not share the footer's id: ids are unique on the page.
  await expect(page.locator('[id="contact"]')).toHaveCount(1);

  await open(page, '/careers');
  await expect(page.getByText('There are no open roles listed right now.')).toBeVisible();
  const careersMail = await page.getByRole('main').locator('a[href^="mailto:"]').getAttribute('href');
  expect(careersMail?.split('?')[0]).toBe(privacyMail);
});

test('the pages fit a 360 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const { path } of PAGES) {
    await open(page, path);
    await expectNoSidewaysScroll(page, path);
  }
});
