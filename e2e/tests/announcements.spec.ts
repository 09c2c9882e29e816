import {
  AccessDeniedMessages,
  AnnouncementMessages,
  BlogMessages,
  slugify,
  UploadMessages,
} from '@chatgate/contracts';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { sqlOnServer } from '../support/database';
import { expect, logInByForm, signUpByApi, type TestUser, test, uniqueUser } from '../support/fixtures';
import { expectRowFitsScreen, PHONE_VIEWPORT } from '../support/screen-width';

const makeAdmin = (user: TestUser) =>
  sqlOnServer(`update users set role = 'Admin' where username = $1`, [user.username]);

/** Signs in as this user in the same tab: the stored session of whoever came before is dropped first. */
async function logInAs(page: Page, user: TestUser): Promise<void> {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The top bar's notifications badge, named "Notifications: N" once the counts have loaded. */
const notificationsBadge = (page: Page, count?: number) =>
  count === undefined
    ? page.getByLabel(/^Notifications: \d+$/)
    : page.getByLabel(`Notifications: ${count}`, { exact: true });

async function notificationCount(page: Page): Promise<number> {
  const badge = notificationsBadge(page);
  await expect(badge).toBeVisible();
  return Number((await badge.getAttribute('aria-label'))?.split(': ')[1]);
}

test('an Admin announces to one user: their notifications rise, and fall once they open it', async ({
  page,
  user: admin,
}) => {
  const reader = uniqueUser();
  const subject = `Maintenance window ${Date.now()}`;
  await signUpByApi(page, admin);
  await makeAdmin(admin);
  await signUpByApi(page, reader);

  await logInAs(page, reader);
  const before = await notificationCount(page);

  await logInAs(page, admin);
  await page.goto('/dashboard/create-announcement');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Announcement' })).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Description').fill('Sending pauses at 02:00.\nBack by 02:30. <b>not bold</b>');
  await page.getByLabel('Attachment (optional)').setInputFiles({
    name: 'schedule.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('02:00 pause\n02:30 resume\n'),
  });
  await page.getByRole('button', { name: 'Publish Announcement' }).click();
  await expect(page.getByText(AnnouncementMessages.recipientsRequired)).toBeVisible();

  await page.getByLabel('Search users').fill(reader.username);
  const readerBox = page.getByRole('checkbox', {
    name: `${reader.firstName} ${reader.lastName} (${reader.username})`,
    exact: true,
  });
  await readerBox.check();
  await expect(page.getByText(/^1 of \d+ users selected$/)).toBeVisible();
  await expectAccessible(page, '/dashboard/create-announcement: ');
  await page.getByRole('button', { name: 'Publish Announcement' }).click();
  const created = page.getByRole('alertdialog', { name: AnnouncementMessages.createdTitle });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'OK' }).click();
  // Like the reload of spec 8: an empty form again.
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(page.getByLabel('Description')).toHaveValue('');

  await logInAs(page, reader);
  await expect(notificationsBadge(page, before + 1)).toBeVisible();
  await page.goto('/dashboard/view-announcements');
  await expect(page.getByRole('heading', { level: 1, name: 'View Announcements' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Unread')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Download attachment schedule.txt' })).toBeVisible();
  await expectAccessible(page, '/dashboard/view-announcements: ');

  // On a phone each announcement is a stacked block: subject, issue date, state and attachment.
  await page.setViewportSize(PHONE_VIEWPORT);
  const block = page.locator('tbody tr').filter({ hasText: subject });
  await expectRowFitsScreen(
    block,
    block.getByRole('link', { name: subject }),
    block.getByText(/^Issued/),
    block.getByText('Unread'),
    block.getByRole('button', { name: 'Download attachment schedule.txt' }),
  );
  await expect(page.getByRole('columnheader', { name: 'Issue Date' })).toHaveCount(1);
  await expectAccessible(page, '/dashboard/view-announcements at 390 px: ');
  await page.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole('link', { name: subject }).click();

  await expect(page).toHaveURL(/\/dashboard\/announcement\?id=\d+$/);
  // The opened page's heading takes focus from the link, which went with the list; the tab names it.
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeFocused();
  await expect(page).toHaveTitle(`${subject} - Announcement | Chatgate`);
  // The side bar keeps the list highlighted on the announcement opened from it.
  await expect(
    page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'View Announcements' }),
  ).toHaveAttribute('aria-current', 'page');
  // The description is text: its line breaks kept, its markup shown, never run.
  await expect(page.getByText('Back by 02:30. <b>not bold</b>')).toBeVisible();
  await expect(page.getByRole('article').locator('b')).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download attachment schedule.txt' }).click();
  expect((await downloading).suggestedFilename()).toBe('schedule.txt');

  await page.goto('/dashboard/view-announcements');
  await expect(notificationsBadge(page, before)).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: subject }).getByText('Read', { exact: true }),
  ).toBeVisible();

  // The admin, who did not receive it, sees how many of its addressees have opened it.
  await logInAs(page, admin);
  await page.goto('/dashboard/view-announcements');
  await expect(page.getByRole('row').filter({ hasText: subject }).getByText('Read by 1 of 1')).toBeVisible();
});

test('a User opening the staff and Admin creation pages sees Access Denied', async ({ page, user }) => {
  await signUpByApi(page, user);
  await logInAs(page, user);
  for (const path of ['/dashboard/create-announcement', '/dashboard/create-blogs']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: AccessDeniedMessages.title })).toBeVisible();
    await expect(page.getByText(AccessDeniedMessages.text)).toBeVisible();
    await expect(page).toHaveTitle(`${AccessDeniedMessages.title} | Chatgate`);
    await expect(page.getByLabel('Subject')).toHaveCount(0);
    await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);
  }
});

test('an Admin creates a blog post that then appears at /blogs/{id}/{slug}', async ({ page, user }) => {
  const title = `Chatbots in practice ${Date.now()}`;
  const slug = slugify(title);
  await signUpByApi(page, user);
  await makeAdmin(user);
  await logInAs(page, user);
  try {
    await page.goto('/dashboard/create-blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Blog' })).toBeVisible();
    const titleField = page.getByLabel('Title', { exact: true });
    const slugField = page.getByLabel('Slug', { exact: true });
    const content = page.getByLabel('Content (HTML)');
    const image = page.getByLabel('Featured Image (optional)');
    const welcome = await content.inputValue();
    expect(welcome).toMatch(/Welcome/);

    // The slug follows the title; Reset brings back the welcome line and clears both.
    await titleField.fill('Draft: To Be Reset!');
    await expect(slugField).toHaveValue('draft-to-be-reset');
    await content.fill('<p>Scratch</p>');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(titleField).toHaveValue('');
    await expect(slugField).toHaveValue('');
    await expect(content).toHaveValue(welcome);

    // Images only.
    await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('no image') });
    await expect(page.getByText(UploadMessages.imagesOnly)).toBeVisible();
    await image.setInputFiles([]);
    await expect(page.getByText(UploadMessages.imagesOnly)).toHaveCount(0);

    await titleField.fill(title);
    await expect(slugField).toHaveValue(slug);
    await content.fill('<h2>Why bots help</h2><p>They answer at night, in the customer’s own words.</p>');
    await page.getByLabel('Category (optional)').selectOption('Chatbots');
    await expectAccessible(page, '/dashboard/create-blogs: ');
    await page.getByRole('button', { name: 'Publish Post' }).click();
    const created = page.getByRole('alertdialog', { name: BlogMessages.createdTitle });
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'OK' }).click();
    await expect(titleField).toHaveValue('');
    await expect(content).toHaveValue(welcome);

    const { rows } = await sqlOnServer('select id from blog_posts where slug = $1', [slug]);
    const id = rows[0]?.id as number;
    expect(id).toBeGreaterThan(0);

    await page.goto('/dashboard/view-blogs');
    const link = page.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', `/blogs/${id}/${slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${id}/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: 'Why bots help' })).toBeVisible();
  } finally {
    await sqlOnServer('delete from blog_posts where slug = $1', [slug]);
  }
});
