import { expectAccessible, expectTargetsLargeEnough } from '../support/accessibility';
import { expect, logInByForm, test } from '../support/fixtures';
import { linkedTrialToken } from '../support/linked-token';

const SANDBOX_PHONE = '919810039001';

test('a Green-API user finds the one change to make, and the path it shows answers for their token', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, SANDBOX_PHONE);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/apiDocs');
  await page.getByRole('link', { name: 'Coming from Green-API?' }).click();
  await expect(page).toHaveURL(/\/dashboard\/apiDocs\/green-api$/);
  await expect(page.getByRole('heading', { name: 'Migrating from Green-API', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Migrating from Green-API/);

  const setup = page.getByRole('figure', { name: 'Green-API SDK setup' });
  const panel = setup.getByRole('tabpanel');
  const origin = new URL(page.url()).origin;
  await expect(panel).toContainText(`host: '${origin}'`);
  await expect(panel).toContainText(`idInstance: '${token.insid}'`);
  await setup.getByRole('tab', { name: 'Python' }).click();
  await expect(panel).toContainText(`API.GreenAPI("${token.insid}", "YOUR_API_KEY", host="${origin}"`);
  await setup.getByRole('tab', { name: 'Go' }).click();
  await expect(panel).toContainText(`IDInstance:       "${token.insid}"`);

  await expect(page.getByRole('region', { name: 'Sending methods' })).toContainText('POST /api/v1/send/text');
  await expect(page.getByRole('region', { name: 'Groups methods' })).toContainText('createGroup');

  // What the page promises: the SDKs' path with this token's id and key is answered.
  const state = await page.request.get(`/waInstance${token.insid}/getStateInstance/${token.key}`);
  expect(await state.json()).toEqual({ stateInstance: 'authorized' });

  await expectAccessible(page, 'green-api light: ');
  await expectTargetsLargeEnough(page, 'green-api: ');
  await page.screenshot({ path: test.info().outputPath('green-api-migration.png'), fullPage: true });
});
