import { BillingMessages, LAYOUT } from '@chatgate/contracts';
import type { Page } from '@playwright/test';
import { formatDate } from '../../apps/web/src/lib/format-date';
import { expectAccessible } from '../support/accessibility';
import { sqlOnServer } from '../support/database';
import { expect, logInByForm, signUpByApi, type TestUser, test } from '../support/fixtures';
import { expectRowFitsScreen, PHONE_VIEWPORT } from '../support/screen-width';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Ends the user's trial as the expiry job does: "Trial Expired", no longer on trial, validity past. */
const expireTrial = (username: string) =>
  sqlOnServer(
    `update instances set trial = false, status = 'Trial Expired', valid_till = now() - interval '1 day'
     where user_id = (select id from users where username = $1)`,
    [username],
  );

/** The date a validity of `days` from now shows (either side of a midnight the test may cross). */
const validityDate = (days: number) =>
  new RegExp([days, days + 1].map((d) => formatDate(new Date(Date.now() + d * DAY_MS))).join('|'));

async function signUpWithExpiredTrial(page: Page, user: TestUser) {
  await signUpByApi(page, user);
  await expireTrial(user.username);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The only token of a new user (its row in the dashboard's token table). */
const onlyToken = (page: Page) => page.locator('tbody').first();

test('Activate Now -> annual sandbox checkout -> token Active for a year, payment listed, receipt', async ({
  page,
  user,
}) => {
  await signUpWithExpiredTrial(page, user);
  const token = onlyToken(page);
  await expect(token.getByText('Trial Expired', { exact: true })).toBeVisible();
  const insid = (await token.locator('tr[data-insid]').getAttribute('data-insid')) ?? '';
  await token.getByRole('link', { name: 'Activate Now' }).click();

  await expect(page).toHaveURL(`/dashboard/subscribe?insid=${insid}`);
  await expect(page.getByRole('heading', { level: 1, name: BillingMessages.title })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Token' });
  await expect(select).toHaveValue(insid);
  await expect(select.locator('option:checked')).toHaveText(new RegExp(`\\(${insid}\\) · Trial Expired$`));
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  await expect(page.getByText('Charged ₹25,200 for 365 days')).toBeVisible();
  await expect(page.getByText('Charged ₹2,500 for 30 days')).toBeVisible();
  await expect(page.getByText('Save 16%')).toBeVisible();
  await expect(page.getByText('Save ₹400/month')).toBeVisible();
  await expect(page.getByText(BillingMessages.noPayments)).toBeVisible();
  await expectAccessible(page, 'subscribe: ');

  await page.getByRole('button', { name: BillingMessages.pay, exact: true }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox Checkout' });
  await expect(checkout.getByText(/^order_/)).toBeVisible();
  await expect(checkout.getByLabel('Card Number')).toHaveValue('4111 1111 1111 1111');
  await expect(checkout.getByLabel('Card Number')).toHaveAttribute('readonly', '');
  await page.screenshot({ path: 'test-results/screenshots/sandbox-checkout.png' });
  await expectAccessible(page, 'sandbox checkout: ');
  await checkout.getByRole('button', { name: 'Pay ₹25,200' }).click();

  const success = page.getByRole('alertdialog', { name: 'Payment Successful' });
  await expect(success).toContainText(BillingMessages.paymentSuccess);
  await expect(success).toContainText(validityDate(365));
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(checkout).toBeHidden();

  // The paid token is Active now, so none is left to activate.
  await expect(page.getByText(BillingMessages.allActive)).toBeVisible();
  const payment = page.getByRole('row').filter({ hasText: 'Success' });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByRole('cell', { name: '₹25,200' })).toBeVisible();
  await expect(payment.getByRole('cell', { name: '₹25,200 INR', exact: true })).toBeVisible();
  await expect(payment.getByRole('cell', { name: 'card', exact: true })).toBeVisible();
  await expect(payment.getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  // On a laptop the whole payment is in view: the table does not scroll sideways in its card.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectRowFitsScreen(
    payment,
    payment.getByText(/^Order ID order_/),
    payment.getByRole('link', { name: /Receipt/ }),
  );

  // On a phone, and on a laptop whose side bar leaves the card about 710 px, the payment is a
  // stacked block: its token, IDs, amount, status and receipt on screen.
  const paymentBlock = page.locator('tr[data-payment-id]').filter({ hasText: 'Success' });
  for (const viewport of [{ width: 1024, height: 800 }, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await expectRowFitsScreen(
      paymentBlock,
      paymentBlock.locator('th'),
      paymentBlock.getByText(/^Payment ID pay_/),
      paymentBlock.getByText(/^Order ID order_/),
      paymentBlock.getByRole('cell', { name: '₹25,200 INR', exact: true }),
      paymentBlock.getByText('Success', { exact: true }),
      paymentBlock.getByRole('link', { name: /Receipt/ }),
    );
  }
  await expectAccessible(page, 'subscribe at 390 px: ');
  await paymentBlock.screenshot({ path: 'test-results/screenshots/subscribe-paid-phone.png' });

  await page.setViewportSize({ width: 1280, height: 1000 });
  // The content slides back beside the side bar (a 200 ms transition) before the screenshot.
  await expect(page.locator('main')).toHaveCSS('margin-left', `${LAYOUT.contentMarginOpenPx}px`);
  await page.screenshot({ path: 'test-results/screenshots/subscribe-paid.png', fullPage: true });

  await payment.getByRole('link', { name: /Receipt/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/receipt\?paymentId=pay_/);
  // Focus moves from the link to the opened page's heading once the receipt has loaded.
  await expect(page.getByRole('heading', { level: 1, name: BillingMessages.receiptTitle })).toBeFocused();
  const receipt = page.getByRole('article');
  await expect(receipt).toContainText(`${user.firstName} ${user.lastName}`);
  await expect(receipt).toContainText(user.email);
  await expect(receipt).toContainText(insid);
  await expect(receipt).toContainText('365 days');
  await expect(receipt).toContainText('₹25,200');
  await expect(receipt).toContainText('Success');
  await expect(receipt).toContainText(/Receipt No\. CG-/);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/receipt.png', fullPage: true });
  await expectAccessible(page, 'receipt: ');

  // Without a payment the page still has its heading, and says where receipts are opened from.
  await page.goto('/dashboard/receipt');
  await expect(page.getByRole('heading', { level: 1, name: BillingMessages.receiptTitle })).toBeVisible();
  await expect(page.getByText('No payment was given: open a receipt from your payments.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(token.getByText('Active', { exact: true })).toBeVisible();
  await expect(token.getByText(validityDate(365))).toBeVisible();
  await expect(token.getByRole('link', { name: 'Activate Now' })).toHaveCount(0);
});

test('monthly checkout declined: the failure dialog, a Failed payment, and the token stays expired', async ({
  page,
  user,
}) => {
  await signUpWithExpiredTrial(page, user);
  await page.goto('/dashboard/subscribe');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(page.getByRole('radio', { name: 'Annual' })).not.toBeChecked();
  await page.getByRole('button', { name: BillingMessages.pay, exact: true }).click();

  const checkout = page.getByRole('dialog', { name: 'Sandbox Checkout' });
  await expect(checkout.getByRole('button', { name: 'Pay ₹2,500' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Decline' }).click();
  const failure = page.getByRole('alertdialog', { name: 'Payment Failed' });
  await expect(failure).toContainText(BillingMessages.paymentFailed);
  await failure.getByRole('button', { name: 'OK' }).click();

  const payment = page.getByRole('row').filter({ hasText: 'Failed' });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByRole('cell', { name: '₹2,500' })).toBeVisible();
  await expect(payment.getByRole('link', { name: /Receipt/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Token' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: 'test-results/screenshots/subscribe.png', fullPage: true });
  await expectAccessible(page, 'subscribe after decline: ');

  await page.goto('/dashboard');
  const token = onlyToken(page);
  await expect(token.getByText('Trial Expired', { exact: true })).toBeVisible();
  await expect(token.getByRole('link', { name: 'Activate Now' })).toBeVisible();
});

test('an Active token in its last days (where its reminder mail leads) is renewed from its end', async ({
  page,
  user,
}) => {
  await signUpByApi(page, user);
  await sqlOnServer(
    `update instances set trial = false, status = 'Active', valid_till = now() + interval '3 days'
     where user_id = (select id from users where username = $1)`,
    [user.username],
  );
  await logInByForm(page, user.username, user.password);
  const insid = (await onlyToken(page).locator('tr[data-insid]').getAttribute('data-insid')) ?? '';

  await page.goto(`/dashboard/subscribe?insid=${insid}`);
  const select = page.getByRole('combobox', { name: 'Token' });
  await expect(select).toHaveValue(insid);
  await expect(select.locator('option:checked')).toHaveText(
    new RegExp(`\\(${insid}\\) · Active, ends (${validityDate(3).source})$`),
  );
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: BillingMessages.pay, exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Sandbox Checkout' })
    .getByRole('button', { name: 'Pay ₹2,500' })
    .click();
  const success = page.getByRole('alertdialog', { name: 'Payment Successful' });
  await expect(success).toContainText(validityDate(33));
  await success.getByRole('button', { name: 'OK' }).click();

  // Renewed well before its end, so it leaves the list again.
  await expect(page.getByText(BillingMessages.allActive)).toBeVisible();
});
