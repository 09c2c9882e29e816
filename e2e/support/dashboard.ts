import { expect, type Page } from '@playwright/test';
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
