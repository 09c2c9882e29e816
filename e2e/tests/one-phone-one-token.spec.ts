import { InstanceMessages } from '@chatgate/contracts';
import { activateAllTokens, createToken, openPhone, trialTokenRows } from '../support/dashboard';
import { sqlOnServer } from '../support/database';
import { expect, logInByForm, signUpByApi, test } from '../support/fixtures';

const PHONE = '919800000071';

test('a phone that another token holds is unlinked from the token that scanned it, and the dashboard says why', async ({
  page,
  context,
  user,
}) => {
  await signUpByApi(page, user);
  await activateAllTokens(user.username);
  await logInByForm(page, user.username, user.password);
  await createToken(page, 'Sales');
  await page.getByRole('alertdialog').getByRole('button').first().click();
  // Sales holds the phone as a WhatsApp linked device would: the sandbox network knows nothing
  // of it, so only the server's rule stands between the phone and a second token.
  await activateAllTokens(user.username);
  await sqlOnServer(
    `update instances set authenticated = true, wid = $1
     where name = 'Sales' and user_id = (select id from users where username = $2)`,
    [PHONE, user.username],
  );
  await page.reload();

  const trial = trialTokenRows(page);
  await trial.getByRole('button', { name: 'Get QR Code' }).click();
  const payload = await trial.getByLabel('QR payload').inputValue();
  const phonePage = await context.newPage();
  await phonePage.goto(`/dashboard/sandbox?qr=${encodeURIComponent(payload)}`);
  await openPhone(phonePage, PHONE);
  await phonePage.getByRole('button', { name: 'Link', exact: true }).click();

  const notice = page.getByRole('alertdialog');
  await expect(notice.getByText('Phone not linked')).toBeVisible();
  await expect(notice.getByText(InstanceMessages.phoneLinkedElsewhere)).toBeVisible();
  await notice.getByRole('button').first().click();
  await expect(trial.getByText('Not Connected')).toBeVisible();
  await expect(trial.getByRole('button', { name: 'Get QR Code' })).toBeVisible();
  const sales = page.locator('tbody').filter({ hasText: 'Sales' }).first();
  await expect(sales.getByText('Connected', { exact: true })).toBeVisible();
  await expect(sales.getByText(PHONE, { exact: true })).toBeVisible();

  // The virtual phone itself was let go too: it can link elsewhere again.
  await phonePage.reload();
  await openPhone(phonePage, PHONE);
  await expect(phonePage.getByText(/Linked to/)).toHaveCount(0);
});
