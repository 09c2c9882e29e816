import { expect, test } from '../support/fixtures';

test('the home page renders the shared header and footer and leads to the free trial', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Get Free Trial' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
});
