import { DialogMessages, InstanceMessages } from '@chatgate/contracts';
import { activateAllTokens, createToken, proceedPastTokenLimit } from '../support/dashboard';
import { sqlOnServer } from '../support/database';
import { expect, logInByForm, signUpByApi, test } from '../support/fixtures';

test('Create New Token: created, inactive until paid, and the limit dialog leads to a ticket', async ({
  page,
  user,
}) => {
  await signUpByApi(page, user);
  await activateAllTokens(user.username);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const create = page.getByRole('button', { name: 'Create New Token' });
  await expect(create).toBeEnabled();
  await createToken(page, 'Sales');
  const created = page.getByRole('alertdialog');
  await expect(created.getByText(InstanceMessages.created)).toBeVisible();
  // Not paid yet: the dialog sends the user to the row's Activate Now, not to a Get QR Code it lacks.
  await expect(created).toContainText('Click Activate Now on its row');
  await created.getByRole('button').first().click();

  const sales = page.locator('tbody').filter({ hasText: 'Sales' }).first();
  await expect(sales.getByText('Not Connected')).toBeVisible();
  await expect(sales.getByRole('button', { name: 'Get QR Code' })).toHaveCount(0);
  const activate = sales.getByRole('link', { name: 'Activate Now' });
  await expect(activate).toHaveAttribute('href', /\/dashboard\/subscribe\?insid=ins_/);

  await proceedPastTokenLimit(page, 2);
});

test('a spare trial token can be removed after the confirmation', async ({ page, user }) => {
  await signUpByApi(page, user);
  await activateAllTokens(user.username);
  await logInByForm(page, user.username, user.password);
  await createToken(page, 'Spare');
  await page.getByRole('alertdialog').getByRole('button').first().click();
  // Two tokens, the spare one on trial and idle: the only case where the remove icon shows.
  await sqlOnServer(`update instances set trial = true, status = '' where name = 'Spare'`);
  await page.reload();

  const spare = page.locator('tbody').filter({ hasText: 'Spare' }).first();
  await spare.getByRole('button', { name: 'Remove token' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(DialogMessages.removeTokenText)).toBeVisible();
  await confirm.getByRole('button', { name: DialogMessages.removeTokenConfirm }).click();
  await expect(page.locator('tbody').filter({ hasText: 'Spare' })).toHaveCount(0);
  await expect(page.locator('tbody')).toHaveCount(1);
});
