import { PairingMessages, SandboxMessages } from '@chatgate/contracts';
import { expectAccessible } from '../support/accessibility';
import { openPhone, signUpAndLogIn, trialTokenRows } from '../support/dashboard';
import { expect, test } from '../support/fixtures';

const PHONE = '919800000301';

test('link with phone number instead: pairing code -> typed on the sandbox phone -> Connected live', async ({
  page,
  context,
  user,
}) => {
  await signUpAndLogIn(page, user);
  const token = trialTokenRows(page);
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await page.setViewportSize({ width: 1280, height: 900 });

  await token.getByRole('button', { name: 'Get QR Code' }).click();
  await expect(token.getByRole('img', { name: /QR code for Trial/ })).toBeVisible();
  await token.screenshot({ path: 'test-results/screenshots/qr-panel.png' });
  await token.getByRole('button', { name: 'Link with phone number instead' }).click();
  await expect(token.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await token.getByLabel('Phone number').fill('919800000000');
  await token.getByRole('button', { name: 'Get pairing code' }).click();
  await expect(token.getByText(PairingMessages.notRegistered)).toBeVisible();
  await token.screenshot({ path: 'test-results/screenshots/pairing-code-form.png' });

  await token.getByLabel('Phone number').fill(PHONE);
  await token.getByRole('button', { name: 'Get pairing code' }).click();
  const shown = token.getByTestId('pairing-code');
  await expect(shown).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const code = (await shown.textContent()) ?? '';
  await expect(token.getByText('Tap Link with phone number instead and enter this code.')).toBeVisible();
  await expect(token.getByText(/Expires in \d:\d\d/)).toBeVisible();
  await expect(token.getByText('Waiting for phone')).toBeVisible();
  await token.screenshot({ path: 'test-results/screenshots/pairing-code.png' });
  await expectAccessible(page);

  const phonePage = await context.newPage();
  await phonePage.goto('/dashboard/sandbox');
  await openPhone(phonePage, PHONE);
  await phonePage.getByLabel('Pairing code').fill('ZZZZ-ZZZZ');
  await phonePage.getByRole('button', { name: 'Enter Code' }).click();
  await expect(phonePage.getByText(SandboxMessages.pairingCodeInvalid)).toBeVisible();
  await phonePage.getByLabel('Pairing code').fill(code.toLowerCase());
  await phonePage.getByRole('button', { name: 'Enter Code' }).click();
  await expect(phonePage.getByText('Phone linked')).toBeVisible();
  await phonePage.screenshot({ path: 'test-results/screenshots/sandbox-pairing-code.png', fullPage: true });
  await phonePage.close();

  await expect(token.getByText('Connected', { exact: true })).toBeVisible();
  await expect(token.getByText(PHONE, { exact: true })).toBeVisible();
  await expect(token.getByTestId('pairing-code')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
