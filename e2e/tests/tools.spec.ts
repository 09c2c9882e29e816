import { readFile } from 'node:fs/promises';
import { MessagingMessages } from '@chatgate/contracts';
import type { Download, Locator, Page } from '@playwright/test';
import { expectAccessible, expectTargetsLargeEnough } from '../support/accessibility';
import { expect, logInByForm, signUpByApi, type TestUser, test } from '../support/fixtures';

const SANDBOX_PHONE = '919800000901';
const REGISTERED = '919812345678';
/** The simulator's rule: numbers ending in 000 are not registered. */
const NOT_REGISTERED = '919812345000';
const LANGUAGES = ['cURL', 'Node.js', 'Python', 'PHP', 'Java', 'Objective-C', 'Go', 'Ruby'];

async function signUpAndLogIn(page: Page, user: TestUser) {
  await signUpByApi(page, user);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Light and dark screenshots from the top of the page (and of `part`, when given), each theme
 * checked for serious accessibility problems (DESIGN 7).
 */
async function screenshotBothThemes(page: Page, name: string, part?: Locator) {
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Dark mode' }).click();
      await expect(page.locator('body')).toHaveClass(/dark/);
    }
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: `test-results/screenshots/${name}-${theme}.png` });
    await part?.screenshot({ path: `test-results/screenshots/${name}-part-${theme}.png` });
    await expectAccessible(page, `${theme} `);
  }
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Links the user's trial token to a sandbox phone the way the Sandbox page does, through the API. */
async function linkTrialToken(page: Page) {
  const { token, uuid } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    uuid: localStorage.getItem('uuid'),
  }));
  const headers = { Authorization: `Bearer ${token}` };
  const list = await page.request.post('/api/v1/dash/wa/fetchInstance', { headers, data: { uuid } });
  expect(list.ok()).toBe(true);
  const [row] = (await list.json()).result as Array<{ insid: string }>;
  const qr = await page.request.post('/api/v1/dash/wa/qr', { headers, data: { insid: row?.insid } });
  expect(qr.ok()).toBe(true);
  const scan = await page.request.post('/api/v1/sandbox/scan', {
    headers,
    data: { qr: (await qr.json()).qr, phone: SANDBOX_PHONE },
  });
  expect(scan.ok()).toBe(true);
}

test.describe('tools', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('Base64: a file survives encode -> copy -> decode -> download; bad input is refused', async ({
    page,
    user,
  }) => {
    await signUpAndLogIn(page, user);
    await page.goto('/dashboard/base64');
    await expect(page.getByRole('heading', { name: 'Base64 Encoder/Decoder' })).toBeVisible();

    const name = 'résumé 履歴書.bin';
    const bytes = Buffer.from([0, 1, 2, 127, 128, 200, 255, 10, 13, 0x3d]);
    await page
      .getByLabel('File to encode')
      .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: bytes });
    const output = page.getByLabel('Base64 output');
    await expect(output).not.toHaveValue('');
    const encoded = await output.inputValue();
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);

    await page.getByRole('button', { name: 'Copy Base64' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(encoded);

    const [textFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as .txt' }).click(),
    ]);
    expect(textFile.suggestedFilename()).toBe(`${name}.txt`);
    expect((await downloadedBytes(textFile)).toString('utf8')).toBe(encoded);

    await page.getByLabel('Base64 text').fill(copied);
    await page.getByRole('button', { name: 'Decode' }).click();
    const decoded = page.getByRole('region', { name: 'Decoded file' });
    await expect(decoded.getByText(name)).toBeVisible();
    await expect(decoded.getByText('application/octet-stream')).toBeVisible();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      decoded.getByRole('button', { name: 'Download File' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(name);
    expect(await downloadedBytes(file)).toEqual(bytes);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshotBothThemes(page, 'base64');

    // Plain base64 from another tool (here a tiny PNG) decodes as the file it is.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await page.getByLabel('Base64 text').fill(png.toString('base64'));
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(decoded.getByText('decoded-file.png')).toBeVisible();
    await expect(decoded.getByText('image/png')).toBeVisible();

    await page.getByLabel('Base64 text').fill('this is not base64!');
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Invalid Base64 data' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(decoded).toHaveCount(0);
  });

  test('number checker: empty state, then registered / not registered through a linked token', async ({
    page,
    user,
  }) => {
    await signUpAndLogIn(page, user);
    await page.goto('/dashboard/check-whatsapp-number');
    await expect(page.getByRole('heading', { name: 'No connected token yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

    await linkTrialToken(page);
    await page.reload();
    await expect(page.getByLabel('Token')).toContainText(SANDBOX_PHONE);
    const number = page.getByLabel('WhatsApp Number');
    const check = page.getByRole('button', { name: 'Check Number' });

    await check.click();
    await expect(page.getByRole('alertdialog', { name: MessagingMessages.fillAll })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();

    await number.fill(`+${REGISTERED}`);
    await expect(number).toHaveValue(REGISTERED);
    await check.click();
    const result = page.getByTestId('check-result');
    await expect(result).toContainText('Registered');
    await expect(result).toContainText(`+${REGISTERED}`);

    await number.fill(NOT_REGISTERED);
    await check.click();
    await expect(result).toContainText('Not registered');
    await expect(result).toContainText(`+${NOT_REGISTERED}`);

    // A number the server refuses: the failure says why, since trying again would not help.
    await number.fill('12');
    await check.click();
    const failure = page.getByRole('alert').filter({ hasText: MessagingMessages.checkError });
    await expect(failure).toContainText(MessagingMessages.numberLength);
    await number.fill(NOT_REGISTERED);
    await check.click();
    await expect(result).toContainText('Not registered');
    await screenshotBothThemes(page, 'number-checker');
  });

  test('the interactive API reference renders from a compressed script, revalidated on a second visit', async ({
    page,
  }) => {
    const script = page.waitForResponse((res) => res.url().endsWith('/api/v1/docs/js/scalar.js'));
    await page.goto('/api/v1/docs/');
    const first = await script;
    expect(first.status()).toBe(200);
    expect(await first.headerValue('content-encoding')).toBe('br');
    await expect(page.getByRole('heading', { name: 'Chatgate Messaging API', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'messages', exact: true })).toBeVisible();
    // The other references are a choice away.
    await page.getByRole('button', { name: 'Messaging API' }).first().click();
    await page.getByRole('option', { name: 'Dashboard API' }).click();
    await expect(page.getByRole('heading', { name: 'Chatgate Dashboard API', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'billing', exact: true })).toBeVisible();
    await page.goto('/api/v1/docs/');

    // The browser asks again with the ETag and gets 304: no second download of megabytes.
    const revalidated = page.waitForResponse((res) => res.url().endsWith('/api/v1/docs/js/scalar.js'));
    await page.reload();
    expect([200, 304]).toContain((await revalidated).status());
    expect((await (await revalidated).request().headerValue('if-none-match')) ?? '').toMatch(/^W\//);
  });

  test('API docs: eight language tabs shared by every sample, copy shows a check mark', async ({
    page,
    user,
  }) => {
    // Two axe runs over a 25 000 px page take about 30 s.
    test.slow();
    await signUpAndLogIn(page, user);
    await page.goto('/dashboard/apiDocs');
    await expect(page.getByRole('heading', { name: 'API Documentation', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Open the interactive API reference/ }).first(),
    ).toHaveAttribute('href', '/api/v1/docs');
    expect((await page.request.get('/api/v1/docs')).ok()).toBe(true);
    await expectTargetsLargeEnough(page, '/dashboard/apiDocs: ');

    const sample = page.getByRole('figure', { name: 'POST /send/text: code samples' });
    await expect(sample.getByRole('tab')).toHaveText(LANGUAGES);
    const panel = sample.getByRole('tabpanel');
    await expect(panel).toContainText("curl -X POST 'http://127.0.0.1:");
    await expect(panel).toContainText('/api/v1/send/text?insid=YOUR_TOKEN_ID');

    await sample.getByRole('tab', { name: 'Python' }).click();
    await expect(panel).toContainText('import requests');
    // Every other sample follows the chosen language.
    await expect(
      page
        .getByRole('figure', { name: 'GET /instance/state: code samples' })
        .getByRole('tab', { name: 'Python' }),
    ).toHaveAttribute('aria-selected', 'true');

    await sample.getByRole('button', { name: 'Copy' }).click();
    await expect(sample.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(sample.getByTestId('copied-check')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"key": "YOUR_API_KEY"');
    await expect(sample.getByTestId('copied-check')).toHaveCount(0, { timeout: 5_000 });
    await expect(sample.getByRole('button', { name: 'Copy' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await expect(page).toHaveURL(/#webhooks$/);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeInViewport();
    await screenshotBothThemes(page, 'api-docs', page.locator('#send-text-message'));
  });

  test('API docs: the TypeScript SDK section shows each step with the SDK beside raw HTTP', async ({
    page,
    user,
  }) => {
    test.slow();
    await signUpAndLogIn(page, user);
    await page.goto('/dashboard/apiDocs');
    const origin = new URL(page.url()).origin;
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'TypeScript SDK' })
      .click();
    await expect(page).toHaveURL(/#sdk$/);
    const section = page.getByRole('region', { name: 'TypeScript SDK' });
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      '1.Install',
      '2.Set up the client',
      '3.Send a message',
      '4.Read its status',
      '5.Iterate the events',
      '6.Verify webhooks',
    ]);
    const step = (name: string) => section.getByRole('listitem').filter({ hasText: name });
    const sdk = (name: string) => step(name).getByRole('figure', { name: 'With @chatgate/sdk' });
    const raw = (name: string) => step(name).getByRole('figure', { name: 'Raw HTTP (fetch)' });
    await expect(sdk('Install')).toContainText('npm install @chatgate/sdk');
    await expect(sdk('Set up the client')).toContainText(`baseUrl: '${origin}',`);
    await expect(raw('Set up the client')).toContainText(`const BASE_URL = '${origin}/api/v1';`);
    await expect(sdk('Iterate the events')).toContainText('chatgate.events.iterate({ after: lastSeq })');
    await expect(raw('Verify webhooks')).toContainText(
      "import { createHmac, timingSafeEqual } from 'node:crypto';",
    );

    await sdk('Send a message').getByRole('button', { name: 'Copy' }).click();
    await expect(sdk('Send a message').getByTestId('copied-check')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "await chatgate.messages.sendText({\n  to: '919812345678',\n  body: 'Hello!',\n});",
    );
    await screenshotBothThemes(page, 'api-docs-sdk', page.locator('#sdk'));
  });
});
