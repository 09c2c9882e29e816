import { AnnouncementMessages, BlogMessages, BroadcastMessages } from '@chatgate/contracts';
import type { Page } from '@playwright/test';
import { apiSession, postForm } from '../support/api-session';
import { expect, logInByForm, signUpByApi, type TestUser, test, uniqueUser } from '../support/fixtures';
import { signUpWithRole } from '../support/staff';

/** Signs in as this user in the same tab (the stored session of whoever came before is dropped). */
async function logInAs(page: Page, user: TestUser): Promise<void> {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const notificationCount = async (page: Page) => {
  const badge = page.getByLabel(/^Notifications: \d+$/);
  await expect(badge).toBeVisible();
  return Number((await badge.getAttribute('aria-label'))?.split(': ')[1]);
};

/** Confirms the delete dialog after first cancelling it once (nothing may happen then). */
async function deleteWithConfirmation(page: Page, what: string, button = 'Delete') {
  await page.getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete this ${what}?` });
  await confirm.getByRole('button', { name: 'No, Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: button, exact: true }).click();
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
}

test('an Admin edits an announcement, then deletes it; its recipient sees neither action and loses it', async ({
  page,
  user: admin,
}) => {
  const reader = uniqueUser();
  const subject = `Window ${Date.now()}`;
  await signUpWithRole(page, admin, 'Admin');
  await signUpByApi(page, reader);
  await logInAs(page, reader);
  const before = await notificationCount(page);
  const { uuid } = await (await apiSession(page, reader))('/auth/fetchUser');
  const { announceID } = await postForm(page, admin, '/dash/announcement/create', {
    subject,
    description: 'Sending pauses at 02:00.',
    recipients: uuid,
    file: { name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('02:00 pause\n') },
  });

  await page.goto(`/dashboard/announcement?id=${announceID}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await logInAs(page, admin);
  await page.goto(`/dashboard/announcement?id=${announceID}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Announcement' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await expect(page.getByRole('checkbox', { name: new RegExp(reader.username) })).toBeChecked();
  await page.getByLabel('Subject').fill(`${subject} moved`);
  await page.getByRole('checkbox', { name: 'Remove the attachment when saving' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = page.getByRole('alertdialog', { name: AnnouncementMessages.updated });
  await saved.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/announcement\\?id=${announceID}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${subject} moved` })).toBeVisible();
  await expect(page.getByRole('button', { name: /Download attachment/ })).toHaveCount(0);

  await deleteWithConfirmation(page, 'announcement');
  const deleted = page.getByRole('alertdialog', { name: AnnouncementMessages.deleted });
  await deleted.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard\/view-announcements$/);
  await expect(page.getByRole('link', { name: `${subject} moved` })).toHaveCount(0);

  await logInAs(page, reader);
  expect(await notificationCount(page)).toBe(before);
  await page.goto(`/dashboard/announcement?id=${announceID}`);
  await expect(page.getByText(AnnouncementMessages.notFound)).toBeVisible();
});

test('CRM staff edit and delete a broadcast; a User sees no Edit or Delete on it', async ({
  page,
  user: crm,
}) => {
  const member = uniqueUser();
  const subject = `Prices ${Date.now()}`;
  await signUpWithRole(page, crm, 'CRM');
  await signUpByApi(page, member);
  const { broadID } = await postForm(page, crm, '/dash/broadcast/create', {
    subject,
    description: 'New prices from June.',
  });

  await logInAs(page, member);
  await page.goto(`/dashboard/broadcast?id=${broadID}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await logInAs(page, crm);
  await page.goto(`/dashboard/broadcast?id=${broadID}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Description').fill('New prices from July.');
  await page.getByLabel('Attachment (optional)').setInputFiles({
    name: 'prices.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('July\n'),
  });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog', { name: BroadcastMessages.updated }).getByRole('button').click();
  await expect(page.getByText('New prices from July.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download attachment prices.txt' })).toBeVisible();

  await deleteWithConfirmation(page, 'broadcast');
  await page.getByRole('alertdialog', { name: BroadcastMessages.deleted }).getByRole('button').click();
  await expect(page).toHaveURL(/\/dashboard\/view-broadcasts$/);
  await expect(page.getByRole('link', { name: subject })).toHaveCount(0);
});

test('an Admin edits a blog post from View Blogs and deletes it from its article; others see no actions', async ({
  page,
  user: admin,
}) => {
  const member = uniqueUser();
  const title = `Release notes ${Date.now()}`;
  await signUpWithRole(page, admin, 'Admin');
  await signUpByApi(page, member);
  const { result: post } = await postForm(page, admin, '/blogs/create', {
    title,
    content: '<p>What changed this week.</p>',
    category: 'Business',
  });
  const articlePath = `/blogs/${post.blogID}/${post.slug}`;

  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete post' })).toHaveCount(0);
  await logInAs(page, member);
  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit post' })).toHaveCount(0);
  await page.goto('/dashboard/view-blogs');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);

  await logInAs(page, admin);
  // The built-in articles ship with the product: the edit page says why they are not edited there.
  await page.goto('/dashboard/edit-blog?id=1');
  await expect(page.getByText(BlogMessages.builtinLocked)).toBeVisible();
  await page.goto('/dashboard/view-blogs');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await row.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
  await page.getByLabel('Title').fill(`${title} (corrected)`);
  // The post keeps its address when only the title changes.
  await expect(page.getByLabel('Slug')).toHaveValue(post.slug);
  await expect(page.getByText(`The post's address: ${articlePath}`)).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('alertdialog', { name: BlogMessages.updated }).getByRole('button').click();
  await expect(page).toHaveURL(/\/dashboard\/view-blogs$/);
  await page.getByRole('link', { name: `${title} (corrected)`, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `${title} (corrected)` })).toBeVisible();
  await deleteWithConfirmation(page, 'blog post', 'Delete post');
  await page.getByRole('alertdialog', { name: BlogMessages.deleted }).getByRole('button').click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1, name: /Guides/ })).toBeVisible();
  await expect(page.getByText(`${title} (corrected)`)).toHaveCount(0);
  await page.goto(articlePath);
  await expect(page.getByText(BlogMessages.notFound)).toBeVisible();
});
