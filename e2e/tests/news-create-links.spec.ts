import { expect, logInByForm, signUpByApi, test, uniqueUser } from '../support/fixtures';
import { signUpWithRole } from '../support/staff';

test('CRM staff reach the announcement and broadcast creation pages from their lists; a User does not', async ({
  page,
  user: crm,
}) => {
  const member = uniqueUser();
  await signUpWithRole(page, crm, 'CRM');
  await signUpByApi(page, member);
  await logInByForm(page, crm.username, crm.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const pages: [list: string, create: string][] = [
    ['/dashboard/view-announcements', 'Create New Announcement'],
    ['/dashboard/view-broadcasts', 'Create New Broadcast'],
  ];
  for (const [list, create] of pages) {
    await page.goto(list);
    await page.getByRole('link', { name: create }).click();
    await expect(page.getByRole('heading', { level: 1, name: create })).toBeVisible();
    await expect(page.getByLabel('Subject')).toBeVisible();
  }

  // A User's lists offer no way to pages that would only tell them Access Denied.
  await page.evaluate(() => localStorage.clear());
  await logInByForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const list of ['/dashboard/view-announcements', '/dashboard/view-broadcasts']) {
    await page.goto(list);
    await expect(page.getByRole('heading', { level: 1, name: /^View / })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Create New / })).toHaveCount(0);
  }
});
