import { expect, logInByForm, signUpByApi, test, uniqueUser } from '../support/fixtures';
import { signUpWithRole } from '../support/staff';

test("the recipient list's buttons act only on the users shown, and are off when they would do nothing", async ({
  page,
  user: admin,
}) => {
  const reader = uniqueUser();
  await signUpWithRole(page, admin, 'Admin');
  await signUpByApi(page, reader);
  await logInByForm(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/create-announcement');

  const search = page.getByLabel('Search users');
  const selectAll = page.getByRole('button', { name: 'Select all shown' });
  const clear = page.getByRole('button', { name: 'Clear shown' });
  await search.fill(admin.username);
  await page.getByRole('checkbox', { name: new RegExp(admin.username) }).check();
  await expect(selectAll).toBeDisabled();
  await expect(clear).toBeEnabled();

  // Another user shown: the one chosen is out of sight, so there is nothing shown to clear.
  await search.fill(reader.username);
  await expect(page.getByRole('checkbox', { name: new RegExp(reader.username) })).not.toBeChecked();
  await expect(clear).toBeDisabled();
  await selectAll.click();
  await expect(page.getByRole('checkbox', { name: new RegExp(reader.username) })).toBeChecked();
  await expect(selectAll).toBeDisabled();
  await clear.click();
  await search.fill(admin.username);
  await expect(page.getByRole('checkbox', { name: new RegExp(admin.username) })).toBeChecked();
});
