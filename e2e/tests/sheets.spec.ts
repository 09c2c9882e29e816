import { SHEET_STATUS_HEADER, SheetsTexts } from '@chatgate/contracts';
import { type FakeGoogleSheets, startFakeGoogleSheets } from '../../apps/server/test/fake-google-sheets';
import { expectAccessible } from '../support/accessibility';
import { expect, logInByForm, test } from '../support/fixtures';
import { linkedTrialToken } from '../support/linked-token';
import { E2E_SHEETS_PORT } from '../support/ports';
import { expectRowFitsScreen, PHONE_VIEWPORT } from '../support/screen-width';

const LINKED_PHONE = '919800000961';

let google: FakeGoogleSheets;
test.beforeAll(async () => {
  google = await startFakeGoogleSheets(E2E_SHEETS_PORT);
});
test.afterAll(() => google.close());

/** 24 customers, two of whom have no usable number (rows 5 and 12 of the sheet). */
const customers = Array.from({ length: 24 }, (_, i) => [
  `Customer ${i + 1}`,
  i === 3 || i === 10 ? 'ask at the desk' : `91987657${String(1001 + i)}`,
  `Your order #${100 + i} is ready`,
]);

test('a bulk send from a connected sheet: checked, started, paused, resumed, statuses written back', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);
  const token = await linkedTrialToken(page, user, LINKED_PHONE);
  // A paced token (one message every 250 ms), so the progress can be watched while it moves.
  const login = await page.request.post('/api/v1/auth/login', {
    data: { username: user.username, password: user.password },
  });
  const paced = await page.request.put(`/api/v1/dash/wa/settings?insid=${token.insid}`, {
    headers: { authorization: `Bearer ${(await login.json()).Token}` },
    data: { sendDelayMinMs: 250, sendDelayMaxMs: 250 },
  });
  expect(paced.ok()).toBe(true);

  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Integrations' }).click();
  await page.getByRole('link', { name: 'Google Sheets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Google Sheets' })).toBeVisible();

  // The user shares the sheet with the address the page shows, then pastes its link.
  const address = (
    await page
      .getByText(/@chatgate-test\.iam\.gserviceaccount\.com/)
      .first()
      .innerText()
  ).trim();
  const sheetId = google.createSpreadsheet({
    title: 'Order pickups',
    tabs: { Customers: [['Name', 'Mobile', 'Message'], ...customers] },
    sharedWith: [address],
  });
  const link = page.getByLabel('Spreadsheet link or ID');
  await link.fill('https://example.com/not-a-sheet');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(SheetsTexts.sheetInvalid)).toBeVisible();
  await link.fill(`https://docs.google.com/spreadsheets/d/${sheetId}/edit#gid=0`);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Order pickups').first()).toBeVisible();
  await expectAccessible(page, 'connected: ');

  // Bulk send: the tab's rows are previewed and the columns guessed from their headers.
  await page.getByRole('tab', { name: 'Bulk send' }).click();
  const bulk = page.getByRole('tabpanel', { name: 'Bulk send' });
  await bulk.getByLabel('Tab', { exact: true }).selectOption('Customers');
  await expect(bulk.getByText('Customer 1', { exact: true })).toBeVisible();
  await expect(bulk.getByLabel('Phone number')).toHaveValue('1');
  await expect(bulk.getByLabel('Message', { exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(page.getByText('22 rows ready, 2 rows with problems')).toBeVisible();
  await expect(page.getByRole('cell', { name: SheetsTexts.rowPhoneInvalid }).first()).toBeVisible();
  await expect.poll(() => google.rows(sheetId, 'Customers')[0]?.[3]).toBe(SHEET_STATUS_HEADER);

  await page.getByRole('button', { name: 'Start sending' }).click();
  const progress = page.getByRole('progressbar', { name: 'Sending progress' });
  await expect(progress).toHaveAttribute('aria-valuemax', '24');
  const finished = async () => Number(await progress.getAttribute('aria-valuenow'));
  // The bar moves: part-way first (the two refused rows count as finished), then paused there.
  await expect.poll(finished, { timeout: 20_000 }).toBeGreaterThan(4);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.screenshot({ path: 'test-results/site-shots/sheets-paused.png', fullPage: true });
  const atPause = await finished();
  expect(atPause).toBeLessThan(24);
  await expectAccessible(page, 'paused: ');

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(finished, { timeout: 30_000 }).toBe(24);
  await expect(page.getByText('Completed').first()).toBeVisible();

  // Every row's outcome is in the sheet's status column.
  await expect
    .poll(() => google.rows(sheetId, 'Customers').filter((row) => row[3] === 'read').length, {
      timeout: 20_000,
    })
    .toBe(22);
  expect(google.rows(sheetId, 'Customers')[4]?.[3]).toBe(`invalid: ${SheetsTexts.rowPhoneInvalid}`);
  await page.screenshot({ path: 'test-results/site-shots/sheets-completed.png', fullPage: true });

  // On a phone the send's rows and the past sends are stacked blocks, each readable on screen.
  await page.setViewportSize(PHONE_VIEWPORT);
  const rows = page.getByRole('region', { name: 'Rows', exact: true }).locator('tbody tr');
  const invalidRow = rows.filter({ hasText: 'Invalid' }).first();
  await expectRowFitsScreen(
    invalidRow,
    invalidRow.getByText(/^Row 5/),
    invalidRow.getByText('ask at the desk'),
    invalidRow.getByText(SheetsTexts.rowPhoneInvalid),
  );
  const pastSend = page.getByRole('region', { name: 'Past bulk sends' }).locator('tbody tr').first();
  await expectRowFitsScreen(
    pastSend,
    pastSend.getByText('Completed', { exact: true }),
    pastSend.getByText(/^Progress 24 \/ 24/),
    pastSend.getByRole('button', { name: /^Open/ }),
  );
  await expectAccessible(page, 'completed at 390 px: ');
});
