import type { Page } from '@playwright/test';
import { openPhone } from '../support/dashboard';
import { expect, logInByForm, test } from '../support/fixtures';
import { linkedTrialToken } from '../support/linked-token';

const TOKEN_PHONE = '919800000631';
const CONTACT = '919800000632';

/** A message of the contact phone’s chat with the token’s phone, on the Sandbox Phone screen. */
const inChat = (page: Page, text: string) =>
  page
    .getByRole('list', { name: `Messages with ${TOKEN_PHONE}` })
    .getByRole('listitem')
    .filter({ hasText: text });

test('a message the token marks read through the API shows read (blue ticks) on the phone that wrote it', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  await logInByForm(page, user.username, user.password);
  // Until the sign-in lands, leaving the page would cancel it and open the sandbox logged out.
  await expect(page).toHaveURL(/\/dashboard$/);
  // The token writes first: the contact's phone has a chat with it to answer in.
  const sent = await page.request.post(`/api/v1/send/text?insid=${token.insid}`, {
    headers: { key: token.key },
    data: { to: CONTACT, body: 'Hello from the shop' },
  });
  expect(sent.status()).toBe(202);
  await page.goto('/dashboard/sandbox');
  await openPhone(page, CONTACT);
  await expect(inChat(page, 'Hello from the shop')).toBeVisible();
  await page.getByLabel(`Message to ${TOKEN_PHONE}`).fill('Are you there?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const ticks = inChat(page, 'Are you there?').getByTestId('message-status');
  await expect(ticks).toHaveAttribute('data-status', 'delivered');

  const read = async () =>
    (
      await page.request.post(`/api/v1/chats/${CONTACT}/read?insid=${token.insid}`, {
        headers: { key: token.key },
      })
    ).json();
  // The reply reaches the token's messages once stored; until then there is nothing to mark.
  await expect.poll(read).toEqual({ read: 1 });
  // The screen follows without a reload.
  await expect(ticks).toHaveAttribute('data-status', 'read', { timeout: 15_000 });
  await expect(ticks).toHaveText('Read');
});
