import { SignupMessages } from '@chatgate/contracts';
import { startSmtpCapture } from '../../apps/server/test/smtp-capture';
import { expect, fillSignupForm, test } from '../support/fixtures';
import { E2E_SMTP_PORT } from '../support/ports';

let mailbox: Awaited<ReturnType<typeof startSmtpCapture>>;
test.beforeAll(async () => {
  mailbox = await startSmtpCapture(E2E_SMTP_PORT);
});
test.afterAll(() => mailbox.close());

test.describe('signup', () => {
  test('shows each validation error and clears a field error when the field is edited', async ({ page }) => {
    await page.goto('/auth/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      SignupMessages.firstNameRequired,
      SignupMessages.lastNameRequired,
      SignupMessages.emailRequired,
      SignupMessages.usernameRequired,
      SignupMessages.passwordRequired,
      SignupMessages.acceptTerms,
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await page.getByLabel('First Name').fill('Ada');
    await expect(page.getByText(SignupMessages.firstNameRequired, { exact: true })).toHaveCount(0);
    await expect(page.getByText(SignupMessages.lastNameRequired, { exact: true })).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('Ab1!');
    await page.getByLabel('Confirm Password').fill('different');
    // The live mismatch marks the field invalid, as a validation error would.
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      SignupMessages.emailInvalid,
      SignupMessages.usernameTooShort,
      SignupMessages.passwordTooShort,
      SignupMessages.passwordsDoNotMatch,
    ]) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expect(page).toHaveURL(/\/auth\/signup$/);
  });

  test('refuses a weak password and shows the live strength meter', async ({ page, user }) => {
    await fillSignupForm(page, user, 'abcdefgh');
    await expect(page.getByText('Fair', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(SignupMessages.passwordTooWeak)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signup$/);

    await page.getByLabel('Password', { exact: true }).fill('Abcdef1!');
    await expect(page.getByText('Very Strong', { exact: true })).toBeVisible();
  });

  test('the product-news box asks for the newsletter: its confirmation mail follows', async ({
    page,
    user,
  }) => {
    await fillSignupForm(page, user);
    await page.getByRole('checkbox', { name: /product news/i }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/auth\?message=/);
    await expect
      .poll(
        () =>
          mailbox.received.some(
            (mail) =>
              mail.to.includes(user.email) &&
              mail.subject === 'Confirm your Chatgate newsletter subscription',
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });

  test("shows the server's refusal when the address has signed up too often", async ({ page, user }) => {
    // The e2e server lifts the per-address limit (every test signs up), so the 429 is the server's
    // answer replayed; address-limit.test.ts proves the server sends it.
    await page.route('**/api/v1/auth/signup', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '3600' },
        json: { message: SignupMessages.rateLimited, code: 'RATE_LIMITED' },
      }),
    );
    await fillSignupForm(page, user);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toContainText(SignupMessages.rateLimited);
    await expect(page).toHaveURL(/\/auth\/signup$/);
  });

  test('says when a username is already taken', async ({ page, user }) => {
    await page.request.post('/api/v1/auth/signup', {
      data: {
        name: 'Taken Name',
        username: user.username,
        email: user.email,
        mobile: '',
        password: user.password,
      },
    });
    await page.goto('/auth/signup');
    await page.getByLabel('Username').fill(user.username);
    await expect(page.getByText(SignupMessages.usernameTaken)).toBeVisible();
  });
});
