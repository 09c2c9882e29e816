import { ResetMessages } from '@chatgate/contracts';
import { startSmtpCapture } from '../../apps/server/test/smtp-capture';
import { expect, logInByForm, signUpByApi, test } from '../support/fixtures';
import { E2E_SMTP_PORT } from '../support/ports';

let mailbox: Awaited<ReturnType<typeof startSmtpCapture>>;
test.beforeAll(async () => {
  mailbox = await startSmtpCapture(E2E_SMTP_PORT);
});
test.afterAll(() => mailbox.close());

test('forgot password -> mail received -> reset with OTP -> sign in with the new password', async ({
  page,
  user,
}) => {
  await signUpByApi(page, user);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check Your Email')).toBeVisible();
  // The outcome takes the form's place, and focus with it.
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeFocused();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page).toHaveTitle('Forgot password | Chatgate');

  const mail = await mailbox.waitFor(user.email, 30_000);
  const link = /(http:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const otp = /OTP\) is: (\d{6})/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  expect(otp).toMatch(/^\d{6}$/);

  await page.goto(link as string);
  const first = page.getByLabel('Digit 1');
  // Sent empty, the form focuses its first invalid field: the code's first box.
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(ResetMessages.otpRequired, { exact: true })).toBeVisible();
  await expect(first).toBeFocused();
  await first.click();
  await page.keyboard.type(`x${otp}`); // non-digits are stripped, digits auto-advance
  for (let i = 0; i < 6; i++)
    await expect(page.getByLabel(`Digit ${i + 1}`)).toHaveValue((otp as string)[i] as string);

  const newPassword = 'N3w!passw0rd';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeFocused();
  await expect(page).toHaveTitle('Reset password | Chatgate');
  await page.getByRole('link', { name: 'Continue to Login' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await logInByForm(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once: opened again, it says so before any code is typed.
  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'Reset link not valid' })).toBeVisible();
  await expect(page.getByLabel('Digit 1')).toHaveCount(0);
});

test('a reset page without a token explains what to do', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(
    page.getByText('Invalid or missing reset token. Please request a new password reset.'),
  ).toBeVisible();
  await expect(page).toHaveTitle('Reset password | Chatgate');
});
