import { DialogMessages, InstanceMessages, MAX_TOKENS_PER_USER } from '@chatgate/contracts';
import { expect, type Page } from '@playwright/test';
import { sqlOnServer } from './database';
import { logInByForm, signUpByApi, type TestUser } from './fixtures';

export async function signUpAndLogIn(page: Page, user: TestUser): Promise<void> {
  await signUpByApi(page, user);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The trial token's rows (its row and, while shown, the QR or pairing code under it). */
export const trialTokenRows = (page: Page) => page.locator('tbody').filter({ hasText: 'Trial' }).first();

/** Opens the virtual phone with this number on the Sandbox Phone page. */
export async function openPhone(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Open Phone' }).click();
  await expect(page.getByRole('heading', { name: `Phone ${phone}` })).toBeVisible();
}

/**
 * Logs the user in by the form and opens their virtual phone `phone` on a tall Sandbox Phone
 * page; answers its chat with `contact`.
 */
export async function sandboxChat(page: Page, user: TestUser, phone: string, contact: string) {
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/dashboard/sandbox');
  await openPhone(page, phone);
  return page.getByRole('list', { name: `Messages with ${contact}` });
}

/** Pays for every token of the user, so more tokens may be created; no public call does it. */
export const activateAllTokens = (username: string) =>
  sqlOnServer(
    `update instances set trial = false, status = 'Active', valid_till = now() + interval '30 days'
     where user_id = (select id from users where username = $1)`,
    [username],
  );

/** Create New Token with a department name, up to the outcome dialog. */
export async function createToken(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Create New Token' }).click();
  await page.getByLabel('Department Name').fill(name);
  await page.getByRole('button', { name: 'Create Token' }).click();
}

/**
 * Creates tokens until the account's limit (`existing` it has already), then one more, and
 * follows the limit dialog's Proceed With Ticket to the ticket form (spec 8).
 */
export async function proceedPastTokenLimit(page: Page, existing: number): Promise<void> {
  for (let i = existing; i < MAX_TOKENS_PER_USER; i++) {
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
}
