import { InstanceMessages, PairingMessages, TICKET_SUBJECT_MAX, TicketMessages } from '@chatgate/contracts';
import type { Locator, Page } from '@playwright/test';
import { openPhone, signUpAndLogIn, trialTokenRows } from '../support/dashboard';
import { expect, logInByForm, test } from '../support/fixtures';
import { linkedTrialToken } from '../support/linked-token';

const TOKEN_PHONE = '919800000811';
/** 13 digits: one more than a test-message number has. */
const TOO_LONG_NUMBER = '9198222233334';

/** Pastes `text` into the field from the clipboard, as a user does with Ctrl+V. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.click();
  await field.press('ControlOrMeta+V');
}

test.describe('a value longer than its field allows is kept and refused, never cut', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('Send Test Message: a pasted 13-digit number shows the exact-12 message and sends nothing', async ({
    page,
    user,
  }) => {
    const token = await linkedTrialToken(page, user, TOKEN_PHONE);
    await logInByForm(page, user.username, user.password);
    const row = trialTokenRows(page);
    await row.getByRole('button', { name: 'Send Test Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Test Message' });
    const number = dialog.getByLabel('Mobile Number');

    await paste(page, number, TOO_LONG_NUMBER);
    await expect(number).toHaveValue(TOO_LONG_NUMBER);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(InstanceMessages.numberLength)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Test message sent')).toHaveCount(0);
    const history = await page.request.get('/api/v1/messages', { headers: { key: token.key } });
    expect((await history.json()).result).toEqual([]);

    // Typed digit by digit, the thirteenth is kept too.
    await number.fill('');
    await number.pressSequentially(TOO_LONG_NUMBER);
    await expect(number).toHaveValue(TOO_LONG_NUMBER);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText(InstanceMessages.numberLength)).toBeVisible();

    await number.fill(TOO_LONG_NUMBER.slice(0, 12));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Test message sent')).toBeVisible();
  });

  test('Sandbox Phone: a 13-digit phone number and a too-long pairing code are refused as typed', async ({
    page,
    user,
  }) => {
    await signUpAndLogIn(page, user);
    await page.goto('/dashboard/sandbox');
    const phoneNumber = page.getByLabel('Phone Number');
    await paste(page, phoneNumber, TOO_LONG_NUMBER);
    await expect(phoneNumber).toHaveValue(TOO_LONG_NUMBER);
    await page.getByRole('button', { name: 'Open Phone' }).click();
    await expect(page.getByText(InstanceMessages.numberLength)).toBeVisible();

    await openPhone(page, '919800000812');
    const code = page.getByLabel('Pairing code');
    await paste(page, code, 'ABCD-EFGHJ');
    await expect(code).toHaveValue('ABCD-EFGHJ');
    await page.getByRole('button', { name: 'Enter Code' }).click();
    await expect(page.getByText(PairingMessages.codeInvalid)).toBeVisible();
  });

  test('Create Ticket: a subject over its maximum is kept whole and answered with its rule', async ({
    page,
    user,
  }) => {
    await signUpAndLogIn(page, user);
    await page.goto('/dashboard/createTicket');
    const subject = page.getByLabel('Subject');
    const tooLong = 'S'.repeat(TICKET_SUBJECT_MAX + 1);
    await paste(page, subject, tooLong);
    await expect(subject).toHaveValue(tooLong);
    await page.getByLabel('Description').fill('Please add a token.');
    await page.getByRole('button', { name: 'Submit Ticket' }).click();
    await expect(page.getByText(TicketMessages.subjectTooLong)).toBeVisible();
  });
});
