import { SandboxCallTexts, SandboxPresenceTexts } from '@chatgate/contracts';
import { expectAccessible } from '../support/accessibility';
import { sandboxChat } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { linkedTrialToken } from '../support/linked-token';
import { chatStarted, tokenCall, tokenEvents } from '../support/token-api';

test('the Sandbox Phone shows the token typing and recording, and tells a subscribed token it types', async ({
  page,
  user,
}) => {
  const TOKEN_PHONE = '919800000721';
  const CONTACT = '919800000722';
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  await chatStarted(page, token, CONTACT);
  const chat = await sandboxChat(page, user, CONTACT, TOKEN_PHONE);
  await expect(chat.locator(':scope > li')).toHaveCount(1);
  const header = page.getByRole('heading', { name: TOKEN_PHONE, level: 3 }).locator('xpath=..');
  // Under the token's name: its about text (WhatsApp's default until PATCH /instance/profile).
  const about = header.getByText('Hey there! I am using WhatsApp.');
  await expect(about).toBeVisible();

  await tokenCall(page, token, 'POST', `/chats/${CONTACT}/presence`, { state: 'typing' });
  await expect(header.getByText(SandboxPresenceTexts.typing)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sandbox-presence-typing.png' });
  await tokenCall(page, token, 'POST', `/chats/${CONTACT}/presence`, { state: 'recording' });
  await expect(header.getByText(SandboxPresenceTexts.recording)).toBeVisible();
  await tokenCall(page, token, 'POST', `/chats/${CONTACT}/presence`, { state: 'paused' });
  await expect(about).toBeVisible();
  await expect(header.getByText(SandboxPresenceTexts.recording)).toBeHidden();

  // A message of the token ends its typing at once.
  await tokenCall(page, token, 'POST', `/chats/${CONTACT}/presence`, { state: 'typing' });
  await expect(header.getByText(SandboxPresenceTexts.typing)).toBeVisible();
  await tokenCall(page, token, 'POST', '/send/text', { to: CONTACT, body: 'Here is the answer' });
  await expect(chat.getByText('Here is the answer', { exact: true })).toBeVisible();
  await expect(header.getByText(SandboxPresenceTexts.typing)).toBeHidden();
  await expectAccessible(page);

  // The token subscribes to the contact: the phone's user typing in the reply box is told to it.
  await tokenCall(page, token, 'POST', '/presence/subscribe', { chatId: CONTACT });
  await page.getByLabel(`Message to ${TOKEN_PHONE}`).fill('Let me think');
  await expect
    .poll(async () => (await tokenEvents(page, token, 'presence.update')).map((e) => e.state))
    .toContain('typing');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect
    .poll(async () => (await tokenEvents(page, token, 'presence.update')).map((e) => e.state))
    .toContain('paused');
  expect((await tokenEvents(page, token, 'presence.update'))[0]).toMatchObject({ chatId: CONTACT });
});

test('the Sandbox Phone calls a token: the call is in its event log, rejected by the API, then by its rule with a message', async ({
  page,
  user,
}) => {
  const TOKEN_PHONE = '919800000723';
  const CALLER = '919800000724';
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  await chatStarted(page, token, CALLER);
  const chat = await sandboxChat(page, user, CALLER, TOKEN_PHONE);
  await expect(chat.locator(':scope > li')).toHaveCount(1);

  // Rings until the token rejects it through the API.
  await page.getByRole('button', { name: SandboxCallTexts.voiceCall }).click();
  const callState = page.getByRole('status', { name: 'Call' });
  await expect(callState).toContainText(`${SandboxCallTexts.voiceCall} to ${TOKEN_PHONE}: Calling...`);
  await expect(callState.getByRole('button', { name: SandboxCallTexts.hangUp })).toBeVisible();
  await expect.poll(async () => (await tokenEvents(page, token, 'call.received')).length).toBe(1);
  const [received] = await tokenEvents(page, token, 'call.received');
  expect(received).toMatchObject({ from: CALLER, video: false, group: false, status: 'ringing' });
  await tokenCall(page, token, 'POST', `/calls/${received?.id}/reject`);
  await expect(callState).toContainText(SandboxCallTexts.declined);
  expect(await tokenEvents(page, token, 'call.rejected')).toMatchObject([
    { id: received?.id, automatic: false },
  ]);

  // The token's rule: every call is rejected at once, and the caller gets a message.
  await page.goto('/dashboard/webhooks');
  const calls = page.getByRole('region', { name: 'Calls' });
  await calls.getByRole('checkbox', { name: 'Reject incoming calls' }).click();
  await calls.getByLabel('Message to the caller after a rejection').fill('Busy now, please text me');
  await calls.getByRole('button', { name: 'Save call settings' }).click();
  await expect(calls.getByText('Call settings saved.')).toBeVisible();
  expect((await tokenCall(page, token, 'GET', '/instance/settings')).settings).toMatchObject({
    rejectCalls: true,
    callRejectMessage: 'Busy now, please text me',
  });

  await page.goto('/dashboard/sandbox');
  await page.getByLabel('Phone Number').fill(CALLER);
  await page.getByRole('button', { name: 'Open Phone' }).click();
  await page.getByRole('button', { name: SandboxCallTexts.videoCall }).click();
  await expect(page.getByRole('status', { name: 'Call' })).toContainText(
    `${SandboxCallTexts.videoCall} to ${TOKEN_PHONE}: ${SandboxCallTexts.declined}`,
  );
  await expect(
    page
      .getByRole('list', { name: `Messages with ${TOKEN_PHONE}` })
      .getByText('Busy now, please text me', { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/sandbox-call-declined.png' });
  await expectAccessible(page);

  // The Logs page lists both calls.
  await page.goto('/dashboard/logs');
  await expect(page.getByText(`Video call from +${CALLER}`)).toBeVisible();
  await expect(page.getByText(`Call from +${CALLER} rejected automatically`)).toBeVisible();
});
