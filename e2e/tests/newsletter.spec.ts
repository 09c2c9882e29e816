import { NewsletterMessages } from '@chatgate/contracts';
import { startSmtpCapture } from '../../apps/server/test/smtp-capture';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { E2E_SMTP_PORT } from '../support/ports';

let mailbox: Awaited<ReturnType<typeof startSmtpCapture>>;
test.beforeAll(async () => {
  mailbox = await startSmtpCapture(E2E_SMTP_PORT);
});
test.afterAll(() => mailbox.close());

async function linkInMail(to: string, subjectPart: string, page: 'confirm' | 'unsubscribe') {
  const pattern = new RegExp(`(http://\\S+/newsletter/${page}\\?token=[A-Za-z0-9_-]+)`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailbox.received.find((m) => m.to.includes(to) && m.subject.includes(subjectPart));
        link = mail ? pattern.exec(mail.text)?.[1] : undefined;
        return Boolean(link);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return link as string;
}

test('double opt-in through the browser: subscribe in the footer, confirm, unsubscribe', async ({ page }) => {
  const email = `reader_${Date.now().toString(36)}@example.com`;
  await page.goto('/contactus');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByLabel('Email address for the newsletter');

  await footer.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(footer.getByText(NewsletterMessages.emailRequired)).toBeVisible();
  await field.fill('nope');
  await footer.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(footer.getByText(NewsletterMessages.emailInvalid)).toBeVisible();

  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(footer.getByText(NewsletterMessages.checkInbox)).toBeVisible({ timeout: 30_000 });

  const confirmLink = await linkInMail(email, 'Confirm your Chatgate newsletter', 'confirm');
  await page.goto(confirmLink);
  await expect(page.getByText(NewsletterMessages.confirmed)).toBeVisible();
  await expect(page).toHaveTitle('Confirm Subscription | Chatgate');
  await expectAccessible(page, 'confirm: ');
  await page.reload();
  await expect(page.getByText(NewsletterMessages.alreadyConfirmed)).toBeVisible();

  // Subscribing again gives the same neutral answer.
  await page.goto('/contactus');
  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(footer.getByText(NewsletterMessages.checkInbox)).toBeVisible({ timeout: 30_000 });

  const unsubscribeLink = await linkInMail(email, 'You are subscribed', 'unsubscribe');
  await page.goto(unsubscribeLink);
  await expect(page.getByText(NewsletterMessages.unsubscribed)).toBeVisible();
  await page.reload();
  await expect(page.getByText(NewsletterMessages.alreadyUnsubscribed)).toBeVisible();
});

test('the link pages explain a missing or invalid token', async ({ page }) => {
  await page.goto('/newsletter/confirm');
  await expect(page.getByText(NewsletterMessages.missingToken)).toBeVisible();
  await page.goto(`/newsletter/confirm?token=${'A'.repeat(43)}`);
  await expect(page.getByText(NewsletterMessages.invalidConfirmLink)).toBeVisible();
  await page.goto(`/newsletter/unsubscribe?token=${'B'.repeat(43)}`);
  await expect(page.getByText(NewsletterMessages.invalidUnsubscribeLink)).toBeVisible();
  await expect(page).toHaveTitle('Unsubscribe | Chatgate');
});
