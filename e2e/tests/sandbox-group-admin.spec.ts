import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { sandboxChat } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { type LinkedToken, linkedTrialToken } from '../support/linked-token';

// This slice's phone numbers (919800000741-749).
const TOKEN_PHONE = '919800000741';
const ADMIN_PHONE = '919800000742';
const MEMBER_PHONE = '919800000743';

async function call(
  page: Page,
  token: LinkedToken,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: object,
) {
  const response = await page.request.fetch(`/api/v1${path}`, { method, headers: { key: token.key }, data });
  expect(response.status(), await response.text()).toBe(method === 'POST' && path === '/groups' ? 201 : 200);
  return response.json();
}

const get = async (page: Page, token: LinkedToken, path: string) =>
  (await page.request.get(`/api/v1${path}`, { headers: { key: token.key } })).json();

test('the Sandbox Phone shows a group’s changes as system lines, and its admin changes the subject for the token', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  const group = await call(page, token, 'POST', '/groups', {
    subject: 'Book club',
    participants: [ADMIN_PHONE, MEMBER_PHONE],
  });
  await call(page, token, 'POST', `/groups/${group.id}/participants/promote`, {
    participants: [ADMIN_PHONE],
  });
  await call(page, token, 'PATCH', `/groups/${group.id}`, {
    description: 'One book a month',
    onlyAdminsSend: true,
  });

  const chat = await sandboxChat(page, user, ADMIN_PHONE, 'Book club');
  await expect(chat.getByText(`+${TOKEN_PHONE} promoted +${ADMIN_PHONE} to admin`)).toBeVisible();
  await expect(chat.getByText(`+${TOKEN_PHONE} changed the group description`)).toBeVisible();
  await expect(
    chat.getByText(`+${TOKEN_PHONE} changed this group's settings to allow only admins to send messages`),
  ).toBeVisible();

  // The phone is an admin: it changes the subject, and the token hears it with the phone as actor.
  await page.getByRole('button', { name: 'Change subject' }).click();
  await page.getByLabel('New subject').fill('Book club 2027');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Book club 2027' })).toBeVisible();
  const renamed = page.getByRole('list', { name: 'Messages with Book club 2027' });
  await expect(renamed.getByText(`+${ADMIN_PHONE} changed the subject to "Book club 2027"`)).toBeVisible();
  await expect
    .poll(async () =>
      (await get(page, token, '/events')).result
        .filter((e: { type: string }) => e.type === 'group.updated')
        .map((e: { data: object }) => e.data),
    )
    .toContainEqual({
      groupId: group.id,
      changes: { subject: 'Book club 2027' },
      actor: ADMIN_PHONE,
      actorLid: expect.stringMatching(/^\d+@lid$/),
    });
  expect(await get(page, token, `/groups/${group.id}`)).toMatchObject({
    subject: 'Book club 2027',
    description: 'One book a month',
    settings: { onlyAdminsSend: true, onlyAdminsEdit: false },
  });
  await renamed.locator('xpath=..').screenshot({ path: 'test-results/screenshots/sandbox-group-admin.png' });
  await expectAccessible(page);
});

// The icon journey's phone numbers (+91 98100 32xxx).
const ICON_TOKEN_PHONE = '919810032011';
const ICON_MEMBER_PHONE = '919810032012';
/** A 2x2 PNG, as an uploaded picture. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWNg6PgPQhAKACbWBh30s0YgAAAAAElFTkSuQmCC';

test('the Sandbox Phone shows the token changing and deleting a group’s icon, and the token hears both', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, ICON_TOKEN_PHONE);
  const group = await call(page, token, 'POST', '/groups', {
    subject: 'Icons',
    participants: [ICON_MEMBER_PHONE],
  });
  expect(await call(page, token, 'PUT', `/groups/${group.id}/picture`, { image: PNG })).toMatchObject({
    width: 640,
    height: 640,
  });

  const chat = await sandboxChat(page, user, ICON_MEMBER_PHONE, 'Icons');
  await expect(chat.getByText(`+${ICON_TOKEN_PHONE} changed this group's icon`)).toBeVisible();
  expect(await call(page, token, 'DELETE', `/groups/${group.id}/picture`)).toEqual({
    groupId: group.id,
    removed: true,
  });
  await expect(chat.getByText(`+${ICON_TOKEN_PHONE} deleted this group's icon`)).toBeVisible();
  await expect
    .poll(async () =>
      (await get(page, token, '/events')).result
        .filter((e: { type: string }) => e.type === 'group.updated')
        .map((e: { data: { changes: object } }) => e.data.changes),
    )
    .toEqual(expect.arrayContaining([{ picture: 'set' }, { picture: 'removed' }]));
  await chat.locator('xpath=..').screenshot({ path: 'test-results/screenshots/sandbox-group-icon.png' });
  await expectAccessible(page);
});
