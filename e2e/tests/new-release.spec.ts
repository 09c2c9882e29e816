import { signUpAndLogIn } from '../support/dashboard';
import { expect, test } from '../support/fixtures';

// A tab opened before a release asks for page code the release replaced: the server answers 404.
const SANDBOX_PAGE_CODE = /\/assets\/sandbox-page-[\w-]+\.js$/;

test.describe('page code gone with a new release', () => {
  test('a dashboard page loads after one automatic reload', async ({ page, user }) => {
    await signUpAndLogIn(page, user);
    let asked = 0;
    await page.route(SANDBOX_PAGE_CODE, (route) =>
      asked++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    );
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/dashboard/sandbox');
    await expect(page.getByRole('heading', { name: 'Sandbox Phone', level: 1 })).toBeVisible();
    expect(asked).toBe(2);
    expect(loads).toBe(2);
  });

  test('a page that keeps failing says so, within the dashboard, instead of reloading again', async ({
    page,
    user,
  }) => {
    await signUpAndLogIn(page, user);
    let asked = 0;
    await page.route(SANDBOX_PAGE_CODE, (route) => {
      asked++;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto('/dashboard/sandbox');
    await expect(page.getByRole('alert').getByText('This page could not be loaded')).toBeVisible();
    // The side bar is still there to go elsewhere.
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(asked).toBe(2);
  });
});
