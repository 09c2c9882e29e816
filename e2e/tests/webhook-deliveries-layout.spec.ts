import { expect, logInByForm, signUpByApi, test } from '../support/fixtures';
import { expectRowFitsScreen } from '../support/screen-width';

/** Nothing listens on port 1: each attempt fails with a connection error and no HTTP status. */
const REFUSING_URL = 'http://127.0.0.1:1/hook';

test('a delivery that failed without an HTTP status fits its row on a laptop: the error wraps, Replay shows', async ({
  page,
  user,
}) => {
  await signUpByApi(page, user);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/webhooks');

  await page.getByLabel('Webhook URL').fill(REFUSING_URL);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Your Signing Secret' })
    .getByRole('button', { name: 'I have saved it' })
    .click();
  await page.getByRole('button', { name: 'Send Test Event' }).click();

  const row = page.getByRole('region', { name: 'Recent Deliveries' }).locator('tbody tr').first();
  await expect(row).toContainText('Retrying');
  const error = row.getByText(/ECONNREFUSED/);
  await expect(error).toBeVisible();
  const replay = row.getByRole('button', { name: /^Replay/ });
  await expectRowFitsScreen(row, error, replay);
  // The error stays within its own column instead of running over the next attempt's time.
  const errorBox = await error.boundingBox();
  const nextAttemptBox = await row.locator('time').last().boundingBox();
  expect((errorBox?.x ?? 0) + (errorBox?.width ?? 0)).toBeLessThanOrEqual(nextAttemptBox?.x ?? 0);
});
