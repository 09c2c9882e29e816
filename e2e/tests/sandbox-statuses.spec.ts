import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { sandboxChat } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { type LinkedToken, linkedTrialToken } from '../support/linked-token';

const TOKEN_PHONE = '919800000734';
const CONTACT = '919800000735';

async function call(page: Page, token: LinkedToken, method: 'POST' | 'PATCH', path: string, data: object) {
  const response = await page.request.fetch(`/api/v1${path}`, { method, headers: { key: token.key }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test('a status posted through the API shows on the Sandbox Phone; viewing it logs status.viewed; the phone posts and deletes its own', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  await call(page, token, 'PATCH', '/instance/profile', { name: 'Acme Support', about: 'Open 9 to 6' });
  // The contact: a number the token has messaged (statuses go to every contact by default).
  await call(page, token, 'POST', '/send/text', { to: CONTACT, body: 'Hello from Acme' });
  const { id } = await call(page, token, 'POST', '/status/text', {
    body: 'We are open on Sunday',
    backgroundColor: '#075E54',
  });

  const chat = await sandboxChat(page, user, CONTACT, TOKEN_PHONE);
  await expect(chat.locator(':scope > li')).toHaveCount(1);
  // The chat header shows the token's profile.
  const profile = page.getByTestId('contact-profile');
  await expect(profile).toContainText('Acme Support');
  await expect(profile).toContainText('Open 9 to 6');

  const statuses = page.getByRole('list', { name: 'Status updates' });
  const row = statuses.getByRole('button', { name: new RegExp(`^${TOKEN_PHONE}: We are open on Sunday`) });
  await expect(row).toContainText('not viewed yet');
  await row.click();
  const shown = page.getByTestId('open-status').getByTestId('status-text');
  await expect(shown).toHaveText('We are open on Sunday');
  expect(await shown.evaluate((box) => getComputedStyle(box).backgroundColor)).toBe('rgb(7, 94, 84)');
  await expect(row).toContainText('viewed');
  await expect(row).not.toContainText('not viewed yet');
  await page.getByTestId('open-status').screenshot({ path: 'test-results/screenshots/sandbox-status.png' });
  await expectAccessible(page);

  // The token hears of the view: status.viewed in its events and on the Logs page.
  await expect
    .poll(async () => {
      const events = await page.request.get('/api/v1/events', { headers: { key: token.key } });
      return ((await events.json()).result as { type: string; data: { statusId?: string } }[])
        .filter((e) => e.type === 'status.viewed')
        .map((e) => e.data.statusId);
    })
    .toEqual([id]);
  await page.goto('/dashboard/logs');
  await expect(page.getByText(`Status viewed by +${CONTACT}`)).toBeVisible();

  // The phone posts its own status: the token receives it as status.received.
  await page.goto('/dashboard/sandbox');
  await page.getByLabel('Phone Number').fill(CONTACT);
  await page.getByRole('button', { name: 'Open Phone' }).click();
  await page.getByLabel('Post a text status').fill('Gone fishing');
  await page.getByRole('button', { name: 'Post status' }).click();
  await expect(statuses.getByRole('button', { name: /^My status: Gone fishing/ })).toBeVisible();
  await expect
    .poll(async () => {
      const events = await page.request.get('/api/v1/events', { headers: { key: token.key } });
      return ((await events.json()).result as { type: string; data: { body: string; author: string } }[])
        .filter((e) => e.type === 'status.received')
        .map((e) => [e.data.author, e.data.body]);
    })
    .toEqual([[CONTACT, 'Gone fishing']]);

  // The phone deletes its status: it leaves the list, and the token hears of it as status.revoked.
  await statuses.getByRole('button', { name: /^My status: Gone fishing/ }).click();
  await page.getByRole('button', { name: 'Delete status' }).click();
  await expect(statuses.getByRole('button', { name: /^My status: Gone fishing/ })).toHaveCount(0);
  await expect
    .poll(async () => {
      const events = await page.request.get('/api/v1/events', { headers: { key: token.key } });
      return ((await events.json()).result as { type: string; data: { author: string; revokedAt: string } }[])
        .filter((e) => e.type === 'status.revoked')
        .map((e) => [e.data.author, typeof e.data.revokedAt]);
    })
    .toEqual([[CONTACT, 'string']]);
  await page.goto('/dashboard/logs');
  await expect(page.getByText(`Status from +${CONTACT} deleted`)).toBeVisible();
});
