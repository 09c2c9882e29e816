import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { signUpAndLogIn } from '../support/dashboard';
import { sqlOnServer } from '../support/database';
import { expect, type TestUser, test } from '../support/fixtures';
import { expectNoSidewaysScroll, PHONE_VIEWPORT } from '../support/screen-width';

/** Gives the user `n` unread token notifications, "Notice 1" (oldest) to "Notice n", leading to Subscriptions. */
const notify = (user: TestUser, n: number) =>
  sqlOnServer(
    `insert into notifications (user_id, kind, title, link, created_at)
     select u.id, 'token', 'Notice ' || i, '/dashboard/subscribe', now() - (100 - i) * interval '1 minute'
     from users u, generate_series(1, $2::int) i where u.username = $1 order by i`,
    [user.username, n],
  );

const badge = (page: Page, count: number) => page.getByLabel(`Notifications: ${count}`, { exact: true });
const list = (page: Page) => page.getByRole('list', { name: 'Notifications' });
const rows = (page: Page) => list(page).getByRole('listitem');

test('the notifications page lists, pages, filters, opens and marks read', async ({ page, user }) => {
  await signUpAndLogIn(page, user);

  // The bell's View all leads here; a new account has nothing yet.
  await badge(page, 0).click();
  await page.getByRole('menuitem', { name: 'View all' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await notify(user, 17);
  await page.reload();
  await expect(badge(page, 17)).toBeVisible();
  await expect(page.getByText('17 in all, 17 unread, newest first.')).toBeVisible();
  await expect(rows(page)).toHaveCount(15);
  await expect(rows(page).first()).toContainText('Notice 17 (unread)');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expectAccessible(page, 'notifications: ');

  // The second page holds the two oldest, and the address keeps it.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications\?page=2$/);
  await expect(rows(page)).toHaveText([/Notice 2/, /Notice 1/]);

  // Opening one goes where it leads, marks it read, and the badge drops.
  await rows(page).filter({ hasText: 'Notice 2' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/subscribe$/);
  await expect(badge(page, 16)).toBeVisible();
  await page.goBack();
  await expect(rows(page).filter({ hasText: 'Notice 2' })).not.toContainText('(unread)');
  await expect(rows(page).filter({ hasText: 'Notice 1' })).toContainText('(unread)');

  // One marked read from its own button leaves the unread filter.
  await page.getByRole('button', { name: /^Unread/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications\?filter=unread$/);
  await expect(page.getByText('16 unread notifications, newest first.')).toBeVisible();
  await rows(page).filter({ hasText: 'Notice 17' }).getByRole('button', { name: 'Mark as read' }).click();
  await expect(badge(page, 15)).toBeVisible();
  await expect(rows(page)).toHaveCount(15);
  await expect(rows(page).first()).toContainText('Notice 16');
  await expect(page.getByRole('navigation', { name: 'Notification pages' })).toHaveCount(0);

  // Mark all as read marks what the page was shown: one that arrived since stays unread.
  await sqlOnServer(
    `insert into notifications (user_id, kind, title, link)
     select id, 'token', 'Notice 18', '/dashboard/subscribe' from users where username = $1`,
    [user.username],
  );
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge(page, 1)).toBeVisible();
  await expect(rows(page)).toHaveText([/Notice 18 \(unread\)/]);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge(page, 0)).toBeVisible();
  await expect(page.getByText("You're all caught up")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.getByRole('link', { name: 'Show all notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByText('18 in all, 0 unread, newest first.')).toBeVisible();
});

test('the notifications page fits a phone', async ({ page, user }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signUpAndLogIn(page, user);
  await notify(user, 3);
  await page.goto('/dashboard/notifications');
  await expect(rows(page)).toHaveCount(3);
  await expectNoSidewaysScroll(page, 'the notifications page');
  const markOne = rows(page).first().getByRole('button', { name: 'Mark as read' });
  const box = await markOne.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
});
