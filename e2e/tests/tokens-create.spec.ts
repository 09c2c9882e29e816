import { DialogMessages, InstanceMessages, MAX_TOKENS_PER_USER } from '@chatgate/contracts';
import type { Page } from '@playwright/test';
import { sqlOnServer } from '../support/database';
import { expect, logInByForm, signUpByApi, test } from '../support/fixtures';

/** Pays for every token of the user, as the billing issue will; no public call does it yet. */
const activateAll = (username: string) =>
  sqlOnServer(
    `update instances set trial = false, status = 'Active', valid_till = now() + interval '30 days'
     where user_id = (select id from users where username = $1)`,
    [username],
  );

async function createToken(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create New Token' }).click();
  await page.getByLabel('Department Name').fill(name);
  await page.getByRole('button', { name: 'Create Token' }).click();
}

test('Create New Token: created, inactive until paid, and the limit dialog leads to a ticket', async ({
  page,
  user,
}) => {
  await signUpByApi(page, user);
  await activateAll(user.username);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const create = page.getByRole('button', { name: 'Create New Token' });
  await expect(create).toBeEnabled();
  await createToken(page, 'Sales');
  await expect(page.getByRole('alertdialog').getByText(InstanceMessages.created)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').first().click();

  const sales = page.locator('tbody').filter({ hasText: 'Sales' }).first();
  await expect(sales.getByText('Not Connected')).toBeVisible();
  const activate = sales.getByRole('link', { name: 'Activate Now' });
  await expect(activate).toHaveAttribute('href', /\/dashboard\/subscribe\?insid=ins_/);

  for (let i = 2; i < MAX_TOKENS_PER_USER; i++) {
    await createToken(page, `Dept ${i}`);
    await page.getByRole('alertdialog').getByRole('button').first().click();
  }
  await expect(page.locator('tbody')).toHaveCount(MAX_TOKENS_PER_USER);

  await createToken(page, 'One too many');
  const limit = page.getByRole('alertdialog');
  await expect(limit.getByText(InstanceMessages.limitReached)).toBeVisible();
  await limit.getByRole('button', { name: DialogMessages.proceedWithTicket }).click();
  await expect(page).toHaveURL(
    /\/dashboard\/createTicket\?type=Create(%20|\+)New(%20|\+)Instance&uuid=[0-9a-f-]{36}$/,
  );
});

test('a spare trial token can be removed after the confirmation', async ({ page, user }) => {
  await signUpByApi(page, user);
  await activateAll(user.username);
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
