import { signUpAndLogIn } from '../support/dashboard';
import { expect, test } from '../support/fixtures';

/** The public navigation bar (spec 2.2). */

test('the header turns solid with a shadow once the page scrolls past 20 px', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(header).not.toHaveClass(/shadow-md/);
  await page.evaluate(() => window.scrollTo({ top: 15, behavior: 'instant' }));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo({ top: 40, behavior: 'instant' }));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(header).toHaveClass(/shadow-md/);
  expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});

test('the current route is highlighted', async ({ page }) => {
  await page.goto('/auth');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  // An article is part of Blogs.
  await page.goto('/blogs/1');
  await expect(nav.getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Login' })).not.toHaveAttribute('aria-current', 'page');
});

test('the Services dropdown opens on hover and lists the two automation pages', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Services' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.hover();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: /WhatsApp Automation/ }).click();
  await expect(page).toHaveURL(/\/waautomation$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(button).toHaveClass(/bg-emerald-50/);
});

test('the Services dropdown opens with one click of a mouse, and with one tap on a touch screen', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Services' });
  // The pointer's hover opens it on the way to the click, which must not close it again.
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: /WhatsApp Automation/ })).toBeVisible();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  const tablet = await browser.newContext({
    baseURL,
    hasTouch: true,
    viewport: { width: 820, height: 1180 },
  });
  const touch = await tablet.newPage();
  await touch.goto('/');
  await touch.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const tapped = touch.getByRole('button', { name: 'Services' });
  await tapped.tap();
  await expect(tapped).toHaveAttribute('aria-expanded', 'true');
  await touch.getByRole('link', { name: /Google Workspace Automation/ }).tap();
  await expect(touch).toHaveURL(/\/gautomation$/);
  await tablet.close();
});

test('the Services dropdown works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Services' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowDown');
  const first = page.getByRole('link', { name: /WhatsApp Automation/ });
  await expect(first).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Google Workspace Automation/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gautomation$/);
});

test('at 360 px a toggle shows Home, Blogs, Contact Us, Login and Get Free Trial', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-controls',
    'mobile-menu',
  );
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Blogs', 'Contact Us', 'Login', 'Get Free Trial']);
  // Escape closes it and gives the focus back to the toggle.
  await menu.getByRole('link', { name: 'Blogs' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await menu.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(menu).toBeHidden();
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('someone signed in is offered their dashboard, in the header, the phone menu and on the login page', async ({
  page,
  user,
}) => {
  await signUpAndLogIn(page, user);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Get Free Trial' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Blogs', 'Contact Us', 'Dashboard']);

  await page.goto('/auth');
  await expect(page.getByText(`You are signed in as ${user.username}`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
