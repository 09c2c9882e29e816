import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { openPhone, trialTokenRows } from '../support/dashboard';
import { expect, logInByForm, test } from '../support/fixtures';
import { linkedTrialToken } from '../support/linked-token';
import { expectNoSidewaysScroll, PHONE_VIEWPORT } from '../support/screen-width';

const TOKEN_PHONE = '919800000611';
const CONTACT = '919800000612';

/** The open chat's messages, on the phone's Sandbox Phone screen. */
const chatWith = (page: Page, title: string) => page.getByRole('list', { name: `Messages with ${title}` });

/** A message bubble: the phone's own (right, with ticks) or the other side's (left). */
const bubble = (chat: Locator, text: string) => chat.getByRole('listitem').filter({ hasText: text });

test('the token’s own phone shows what it sent, on the right with its ticks, and the contact’s reply', async ({
  page,
  context,
  user,
}) => {
  await linkedTrialToken(page, user, TOKEN_PHONE);
  await logInByForm(page, user.username, user.password);
  const token = trialTokenRows(page);
  await expect(token.getByText('Connected', { exact: true })).toBeVisible();
  await expect(token.getByText(TOKEN_PHONE, { exact: true })).toBeVisible();

  await token.getByRole('button', { name: 'Send Test Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Test Message' });
  await dialog.getByLabel('Mobile Number').fill(CONTACT);
  await dialog.getByLabel('Message (optional)').fill('Hello from my token');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Test message sent')).toBeVisible();

  const phone = await context.newPage();
  await phone.setViewportSize({ width: 1366, height: 900 });
  await phone.goto('/dashboard/sandbox');
  await openPhone(phone, TOKEN_PHONE);
  await expect(phone.getByRole('list', { name: `Chats of ${TOKEN_PHONE}` }).getByText(CONTACT)).toBeVisible();
  const own = bubble(chatWith(phone, CONTACT), 'Hello from my token');
  await expect(own.locator('[data-from-me="true"]')).toBeVisible();
  // Sent, then delivered, then read: the screen follows without a reload.
  await expect(own.getByTestId('message-status')).toHaveAttribute('data-status', 'read', { timeout: 15_000 });
  await expect(own.getByTestId('message-status')).toHaveText('Read');
  const box = await own.locator('[data-from-me]').boundingBox();
  const list = await chatWith(phone, CONTACT).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan((list?.x ?? 0) + (list?.width ?? 0) - 2);

  await openPhone(phone, CONTACT);
  const received = bubble(chatWith(phone, TOKEN_PHONE), 'Hello from my token');
  await expect(received.locator('[data-from-me="false"]')).toBeVisible();
  await expect(received.getByTestId('message-status')).toHaveCount(0);
  await phone.getByLabel(`Message to ${TOKEN_PHONE}`).fill('Got it, thanks');
  await phone.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    bubble(chatWith(phone, TOKEN_PHONE), 'Got it, thanks').locator('[data-from-me="true"]'),
  ).toBeVisible();
  await expect(phone.getByLabel(`Message to ${TOKEN_PHONE}`)).toHaveValue('');

  await openPhone(phone, TOKEN_PHONE);
  const chat = chatWith(phone, CONTACT);
  await expect(bubble(chat, 'Got it, thanks').locator('[data-from-me="false"]')).toBeVisible();
  await expect(chat.getByRole('listitem')).toHaveText([/Hello from my token/, /Got it, thanks/]);
  await phone.screenshot({ path: 'test-results/screenshots/sandbox-phone-chats.png', fullPage: true });
  await expectAccessible(phone);

  await phone.setViewportSize(PHONE_VIEWPORT);
  await phone.goto(`/dashboard/sandbox?phone=${TOKEN_PHONE}`);
  await expect(chat.getByRole('listitem')).toHaveCount(2);
  await phone.waitForTimeout(300);
  await expectNoSidewaysScroll(phone, 'the Sandbox Phone');
  await phone.screenshot({ path: 'test-results/screenshots/sandbox-phone-chats-mobile.png', fullPage: true });
});

const GROUP_OWNER = '919800000613';
const GROUP_MEMBER = '919800000614';

test('a member’s phone writes in a group: the token receives it from the group, with the phone as its author', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, GROUP_OWNER);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const api = { headers: { key: token.key } };
  const created = await page.request.post(`/api/v1/groups?insid=${token.insid}`, {
    ...api,
    data: { subject: 'Cycling club', participants: [GROUP_MEMBER] },
  });
  expect(created.status()).toBe(201);
  const group = (await created.json()) as { id: string };

  await page.goto('/dashboard/sandbox');
  await openPhone(page, GROUP_MEMBER);
  await page.getByLabel('Message to Cycling club').fill('On my way');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    bubble(chatWith(page, 'Cycling club'), 'On my way').locator('[data-from-me="true"]'),
  ).toBeVisible();

  const received = async () => {
    const { result } = (await (
      await page.request.get(`/api/v1/messages?insid=${token.insid}`, api)
    ).json()) as {
      result: Array<{ direction: string; chatId: string; author: string | null; body: string }>;
    };
    return result
      .filter((m) => m.direction === 'in')
      .map(({ chatId, author, body }) => ({ chatId, author, body }));
  };
  await expect.poll(received).toEqual([{ chatId: group.id, author: GROUP_MEMBER, body: 'On my way' }]);

  await openPhone(page, GROUP_OWNER);
  await expect(
    bubble(chatWith(page, 'Cycling club'), 'On my way').locator('[data-from-me="false"]'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sandbox-group-owner.png', fullPage: true });
});

const ASKING_PHONE = '919800000615';
const ANSWERING_PHONE = '919800000616';

test('a contact replies to the token’s question quoting it: the phone shows the quote, the token gets the quotedId', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, ASKING_PHONE);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const sent = await page.request.post(`/api/v1/send/text?insid=${token.insid}`, {
    headers: { key: token.key },
    data: { to: ANSWERING_PHONE, body: 'Which colour do you want?' },
  });
  expect(sent.status()).toBe(202);
  const questionId: string = (await sent.json()).id;

  await page.goto('/dashboard/sandbox');
  await openPhone(page, ANSWERING_PHONE);
  const chat = chatWith(page, ASKING_PHONE);
  await bubble(chat, 'Which colour do you want?')
    .getByRole('button', { name: 'Reply to Which colour do you want?' })
    .click();
  const composer = page.locator('form').filter({ has: page.getByLabel(`Message to ${ASKING_PHONE}`) });
  await expect(composer.getByRole('blockquote')).toContainText('Which colour do you want?');
  // Changed their mind, then replied after all.
  await composer.getByRole('button', { name: 'Cancel reply' }).click();
  await expect(composer.getByRole('blockquote')).toHaveCount(0);
  await bubble(chat, 'Which colour do you want?')
    .getByRole('button', { name: 'Reply to Which colour do you want?' })
    .click();
  await page.getByLabel(`Message to ${ASKING_PHONE}`).fill('Green, please');
  await page.getByRole('button', { name: 'Send', exact: true }).click();

  const answer = bubble(chat, 'Green, please');
  await expect(answer.getByRole('blockquote')).toContainText(ASKING_PHONE);
  await expect(answer.getByRole('blockquote')).toContainText('Which colour do you want?');
  await expect(composer.getByRole('blockquote')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/sandbox-quoted-reply.png', fullPage: true });
  await expectAccessible(page);

  await expect
    .poll(async () => {
      const history = await page.request.get(`/api/v1/messages?insid=${token.insid}`, {
        headers: { key: token.key },
      });
      const received = (await history.json()).result.find(
        (m: { body: string }) => m.body === 'Green, please',
      );
      return received?.quotedId;
    })
    .toBe(questionId);
});
