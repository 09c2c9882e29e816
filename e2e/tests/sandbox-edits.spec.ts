import { SandboxPhoneTexts } from '@chatgate/contracts';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { openPhone } from '../support/dashboard';
import { expect, logInByForm, test } from '../support/fixtures';
import { type LinkedToken, linkedTrialToken } from '../support/linked-token';

const TOKEN_PHONE = '919800000641';
const CONTACT = '919800000642';

/** A message of the contact phone's chat with the token's phone, on the Sandbox Phone screen. */
const inChat = (page: Page, text: string) =>
  page
    .getByRole('list', { name: `Messages with ${TOKEN_PHONE}` })
    .getByRole('listitem')
    .filter({ hasText: text });

/** Calls the messaging API as the token; answers the response. */
const call = (
  page: Page,
  token: LinkedToken,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: object,
) =>
  page.request.fetch(`/api/v1${path}${path.includes('?') ? '&' : '?'}insid=${token.insid}`, {
    method,
    headers: { key: token.key },
    data,
  });

/** Sends a text to the contact; answers its id once it has left the queue (only a sent message changes). */
async function sentText(page: Page, token: LinkedToken, body: string): Promise<string> {
  const sent = await call(page, token, 'POST', '/send/text', { to: CONTACT, body });
  expect(sent.status()).toBe(202);
  const { id } = (await sent.json()) as { id: string };
  await expect
    .poll(async () => (await (await call(page, token, 'GET', `/messages/${id}`)).json()).status)
    .not.toBe('queued');
  return id;
}

/** The token's events of one type, as GET /events lists them: the message id and text of each. */
async function eventsOf(page: Page, token: LinkedToken, type: string) {
  const { result } = (await (await call(page, token, 'GET', '/events?after=0&limit=1000')).json()) as {
    result: Array<{ type: string; data: { id: string; body: string; direction: string } }>;
  };
  return result.filter((e) => e.type === type).map(({ data }) => [data.id, data.direction, data.body]);
}

test('edits, deletions for everyone and forwards: the token’s show on the phone, the phone’s own reach the token', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 1280, height: 1450 });
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  await logInByForm(page, user.username, user.password);
  // Until the sign-in lands, leaving the page would cancel it and open the sandbox logged out.
  await expect(page).toHaveURL(/\/dashboard$/);

  // The token edits a text it sent, then deletes another for everyone, then forwards a third.
  const typo = await sentText(page, token, 'See you at 5');
  const edited = await call(page, token, 'PATCH', `/messages/${typo}`, { body: 'See you at 6' });
  expect(edited.status(), await edited.text()).toBe(200);
  const regret = await sentText(page, token, 'Wrong chat, sorry');
  const forwarded = await call(page, token, 'POST', `/messages/${typo}/forward`, { to: CONTACT });
  expect(forwarded.status(), await forwarded.text()).toBe(202);

  await page.goto('/dashboard/sandbox');
  await openPhone(page, CONTACT);
  await expect(inChat(page, 'Wrong chat, sorry')).toBeVisible();
  const deleted = await call(page, token, 'DELETE', `/messages/${regret}`);
  expect(deleted.status(), await deleted.text()).toBe(200);
  // The screen follows without a reload.
  const revoked = inChat(page, SandboxPhoneTexts.revoked);
  await expect(revoked).toHaveCount(1);
  await expect(inChat(page, 'Wrong chat, sorry')).toHaveCount(0);
  await expect(revoked).not.toContainText(SandboxPhoneTexts.edited);
  await expect(revoked.getByRole('button', { name: /^Reply to/ })).toHaveCount(0);

  const atSix = inChat(page, 'See you at 6');
  await expect(atSix).toHaveCount(2);
  const [original, copy] = [atSix.first(), atSix.last()];
  await expect(original).toContainText(SandboxPhoneTexts.edited);
  await expect(original).not.toContainText(SandboxPhoneTexts.forwarded);
  await expect(inChat(page, 'See you at 5')).toHaveCount(0);
  await expect(copy).toContainText(SandboxPhoneTexts.forwarded);
  await expect(copy).not.toContainText(SandboxPhoneTexts.edited);

  // The contact writes to the token, then edits and deletes it with the buttons.
  await page.getByLabel(`Message to ${TOKEN_PHONE}`).fill('Call me');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const own = inChat(page, 'Call me');
  await expect(own.locator('[data-from-me="true"]')).toBeVisible();
  const received = async () =>
    (await eventsOf(page, token, 'message.received')).filter(([, , body]) => body === 'Call me');
  await expect.poll(received).toHaveLength(1);
  const receivedId = (await received())[0]?.[0];

  await own.getByRole('button', { name: 'Edit Call me' }).click();
  const newText = page.getByLabel('New text');
  await expect(newText).toHaveValue('Call me');
  await newText.fill('Call me tonight');
  // The form takes its own line under the bubble, inside the narrow chat.
  const field = await newText.boundingBox();
  const chat = await page.getByRole('list', { name: `Messages with ${TOKEN_PHONE}` }).boundingBox();
  expect(field?.x).toBeGreaterThanOrEqual(chat?.x ?? Number.POSITIVE_INFINITY);
  const bubble = await own.locator('[data-from-me]').boundingBox();
  expect(field?.y).toBeGreaterThanOrEqual((bubble?.y ?? 0) + (bubble?.height ?? Number.POSITIVE_INFINITY));
  await page.screenshot({ path: 'test-results/screenshots/sandbox-edits-editing.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  const ownEdited = inChat(page, 'Call me tonight');
  await expect(ownEdited).toContainText(SandboxPhoneTexts.edited);
  await expect(newText).toHaveCount(0);
  await expect
    .poll(() => eventsOf(page, token, 'message.edited'))
    .toEqual([
      [typo, 'out', 'See you at 6'],
      [receivedId, 'in', 'Call me tonight'],
    ]);
  await page.screenshot({ path: 'test-results/screenshots/sandbox-edits.png', fullPage: true });
  await expectAccessible(page);

  await ownEdited.getByRole('button', { name: 'Delete Call me tonight for everyone' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete for everyone?' })
    .getByRole('button', { name: 'Delete for Everyone' })
    .click();
  await expect(inChat(page, SandboxPhoneTexts.revoked)).toHaveCount(2);
  await expect(inChat(page, 'Call me tonight')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await eventsOf(page, token, 'message.revoked')).map(([id, direction]) => [id, direction]),
    )
    .toEqual([
      [regret, 'out'],
      [receivedId, 'in'],
    ]);
  await page.screenshot({ path: 'test-results/screenshots/sandbox-edits-deleted.png', fullPage: true });
});
