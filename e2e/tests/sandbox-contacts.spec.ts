import { ContactsApiMessages, SandboxPhoneStatusTexts } from '@chatgate/contracts';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { sandboxChat } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { type LinkedToken, linkedTrialToken } from '../support/linked-token';

const TOKEN_PHONE = '919800000751';
const CONTACT = '919800000753';

const call = (page: Page, token: LinkedToken, method: 'GET' | 'POST', path: string, data?: object) =>
  page.request.fetch(`/api/v1${path}`, { method, headers: { key: token.key }, ...(data && { data }) });

const receivedBodies = async (page: Page, token: LinkedToken) =>
  (
    (await (await call(page, token, 'GET', '/messages')).json()).result as {
      direction: string;
      body: string;
    }[]
  )
    .filter((m) => m.direction === 'in')
    .map((m) => m.body)
    .sort();

test('a token blocks a Sandbox Phone: the phone’s messages show Not delivered and never reach it, until unblocked', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  const hello = await call(page, token, 'POST', '/send/text', { to: CONTACT, body: 'Hello from the shop' });
  expect(hello.status(), await hello.text()).toBe(202);

  const chat = await sandboxChat(page, user, CONTACT, TOKEN_PHONE);
  await expect(chat.getByText('Hello from the shop', { exact: true })).toBeVisible();
  // The phone shows who it is to tokens: its push name, LID, about text and picture.
  const profile = page.getByRole('region', { name: 'WhatsApp profile' });
  await expect(profile).toContainText('Sandbox 0753');
  await expect(profile).toContainText('Profile picture set');
  const write = async (body: string) => {
    await page.getByLabel(`Message to ${TOKEN_PHONE}`).fill(body);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    return chat.getByRole('listitem').filter({ hasText: body });
  };

  // The phone's message is delivered, and the token learns who it is.
  const first = await write('Hi, is my order ready?');
  await expect(first.getByTestId('message-status')).toHaveAttribute('data-status', /^(delivered|read)$/);
  await expect.poll(() => receivedBodies(page, token)).toEqual(['Hi, is my order ready?']);
  const contact = await (await call(page, token, 'GET', `/contacts/${CONTACT}`)).json();
  expect(contact).toMatchObject({ id: CONTACT, pushName: 'Sandbox 0753', blocked: false });
  await expect(profile).toContainText(`LID ${contact.lid}`);
  await expect(profile).toContainText(contact.about);
  expect(contact.about).toBeTruthy();
  expect((await call(page, token, 'GET', `/contacts/${CONTACT}/picture`)).headers()['content-type']).toBe(
    'image/png',
  );

  // Blocked: the phone's next message keeps one tick, Not delivered; the token gets nothing.
  expect((await call(page, token, 'POST', `/contacts/${CONTACT}/block`)).status()).toBe(200);
  const blocked = await write('Hello? Anyone there?');
  const ticks = blocked.getByTestId('message-status');
  await expect(ticks).toHaveAttribute('data-status', 'undelivered');
  await expect(ticks).toHaveText(SandboxPhoneStatusTexts.undelivered);
  await chat
    .locator('xpath=..')
    .screenshot({ path: 'test-results/screenshots/sandbox-contacts-blocked.png' });
  await expectAccessible(page);
  const refused = await call(page, token, 'POST', '/send/text', { to: CONTACT, body: 'Sorry!' });
  expect([refused.status(), (await refused.json()).message]).toEqual([409, ContactsApiMessages.blocked]);
  expect(await receivedBodies(page, token)).toEqual(['Hi, is my order ready?']);

  // Unblocked: messages arrive again.
  expect((await call(page, token, 'POST', `/contacts/${CONTACT}/unblock`)).status()).toBe(200);
  const again = await write('Back again');
  await expect(again.getByTestId('message-status')).toHaveAttribute('data-status', /^(delivered|read)$/);
  await expect.poll(() => receivedBodies(page, token)).toEqual(['Back again', 'Hi, is my order ready?']);
});
