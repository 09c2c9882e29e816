import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { WEBHOOK_EVENT_TYPES } from '@chatgate/contracts';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, logInByForm, signUpByApi, type TestUser, test } from '../support/fixtures';
import { expectRowFitsScreen, PHONE_VIEWPORT } from '../support/screen-width';

/** Each test links its own virtual phone: a phone linked by one account cannot be scanned by another. */
const LINKED_PHONE = '919800000951';
const DELIVERIES_PHONE = '919800000952';
const RECIPIENT = '919812340001';

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook endpoint on 127.0.0.1 that keeps what it receives and answers the status it is told. */
async function startReceiver() {
  const received: Delivery[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body" keyed with the secret's bytes>. */
function expectSigned(delivery: Delivery, secret: string) {
  const id = String(delivery.headers['webhook-id']);
  const timestamp = String(delivery.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivery.body}`).digest('base64');
  const signatures = String(delivery.headers['webhook-signature']).split(' ');
  expect(signatures).toContain(`v1,${expected}`);
}

async function signUpAndLogIn(page: Page, user: TestUser) {
  await signUpByApi(page, user);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The dashboard API as the signed-in page calls it, and the user's trial token. */
async function dashboardApi(page: Page) {
  const { token, uuid } = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    uuid: localStorage.getItem('uuid'),
  }));
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (path: string, data: object) => {
    const response = await page.request.post(`/api/v1${path}`, { headers, data });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  const { result } = await post('/dash/wa/fetchInstance', { uuid });
  const insid: string = result[0].insid;
  return { insid, post };
}

/** Links the trial token to a sandbox phone through the API; answers its id and its API key. */
async function linkTrialToken(page: Page, phone: string) {
  const { insid, post } = await dashboardApi(page);
  const { qr } = await post('/dash/wa/qr', { insid });
  await post('/sandbox/scan', { qr, phone });
  const { api_key: key } = await post('/dash/wa/showKey', { insid });
  return { insid, key: key as string };
}

async function openFromSideBar(page: Page, label: string) {
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Developers' }).click();
  await sidebar.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

/**
 * Light and dark screenshots of the whole page (the viewport grown to the content, so the fixed side
 * bar runs to the bottom), each theme free of serious accessibility problems (DESIGN 7).
 */
async function screenshotBothThemes(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.min(Math.max(height, 800), 2000) });
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Dark mode' }).click();
      await expect(page.locator('body')).toHaveClass(/dark/);
    }
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `test-results/screenshots/${name}-${theme}.png` });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
}

const rowOf = (table: Locator, text: string | RegExp) => table.getByRole('row').filter({ hasText: text });

test.describe('logs and webhooks', () => {
  test('webhooks: save -> secret once -> signed test event -> 500 retried -> replay -> rotate -> off, on, remove', async ({
    page,
    context,
    user,
    baseURL,
  }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const receiver = await startReceiver();
    try {
      await signUpAndLogIn(page, user);
      await openFromSideBar(page, 'Webhooks');
      await expect(page.getByLabel('Token')).toContainText('Trial');
      const endpoint = page.getByRole('region', { name: 'Endpoint' });
      await expect(endpoint.getByText('Not set up')).toBeVisible();
      await expect(page.getByText('No deliveries yet')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Test Event' })).toBeDisabled();
      await expect(page.getByRole('link', { name: /Read the webhook guide/ })).toHaveAttribute(
        'href',
        '/dashboard/apiDocs#webhooks',
      );

      const url = page.getByLabel('Webhook URL');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      // The contract's rule in the browser, then the server's reason under the field.
      await url.fill(receiver.url);
      for (const type of WEBHOOK_EVENT_TYPES) {
        const box = page.getByRole('checkbox', { name: new RegExp(type.replace('.', '\\.')) });
        await expect(box).toBeChecked();
        await box.click();
      }
      await save.click();
      await expect(page.getByText('Choose at least one event')).toBeVisible();
      await page.getByRole('checkbox', { name: /message\.status/ }).click();
      await url.fill('ftp://127.0.0.1/hook');
      await save.click();
      await expect(page.getByText('The webhook URL must use http or https.')).toBeVisible();
      await expect(url).toHaveAttribute('aria-invalid', 'true');

      await url.fill(receiver.url);
      await page.getByRole('checkbox', { name: /message\.received/ }).click();
      await save.click();
      const secretDialog = page.getByRole('dialog', { name: 'Your Signing Secret' });
      await expect(secretDialog).toBeVisible();
      await expect(secretDialog.getByText('You will not see it again.')).toBeVisible();
      const secret = (await secretDialog.getByTestId('webhook-secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
      await page.screenshot({ path: 'test-results/screenshots/webhooks-secret.png' });
      await secretDialog.getByRole('button', { name: 'Copy Secret' }).click();
      await expect(secretDialog.getByText('The secret has been copied to clipboard')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await secretDialog.getByRole('button', { name: 'I have saved it' }).click();
      await expect(secretDialog).toBeHidden();
      await expect(endpoint.getByText('Enabled', { exact: true })).toBeVisible();
      await expect(endpoint.getByText('Webhook saved.')).toBeVisible();

      // Saving again keeps the secret: no dialog this time.
      await save.click();
      await expect(endpoint.getByText('Webhook saved.')).toBeVisible();
      await expect(secretDialog).toBeHidden();

      // An edit since the save is not saved: the note goes, and a refused save never says saved.
      const received = page.getByRole('checkbox', { name: /message\.received/ });
      const status = page.getByRole('checkbox', { name: /message\.status/ });
      await received.click();
      await expect(endpoint.getByText('Webhook saved.')).toBeHidden();
      await status.click();
      await save.click();
      await expect(page.getByText('Choose at least one event')).toBeVisible();
      await expect(endpoint.getByText('Webhook saved.')).toBeHidden();
      await received.click();
      await status.click();
      await save.click();
      await expect(endpoint.getByText('Webhook saved.')).toBeVisible();

      await page.getByRole('button', { name: 'Send Test Event' }).click();
      await expect(endpoint.getByText('Test event queued')).toBeVisible();
      await expect.poll(() => receiver.received.length).toBe(1);
      const [first] = receiver.received;
      if (!first) throw new Error('no delivery');
      expect(first.headers['webhook-id']).toBeTruthy();
      expect(first.headers['webhook-signature']).toMatch(/^v1,/);
      expectSigned(first, secret);
      expect(JSON.parse(first.body)).toMatchObject({ type: 'webhook.test' });

      const deliveries = page.getByRole('region', { name: 'Recent Deliveries' }).getByRole('table');
      const succeeded = rowOf(deliveries, 'Succeeded');
      await expect(succeeded).toHaveCount(1);
      await expect(succeeded).toContainText('webhook.test');
      await expect(succeeded).toContainText('HTTP 200');

      // An endpoint in trouble: the delivery is retried, its row says so with the status it got.
      receiver.answer(500);
      await page.getByRole('button', { name: 'Send Test Event' }).click();
      const retrying = rowOf(deliveries, /Retrying|Pending/);
      await expect(retrying).toHaveCount(1);
      await expect(retrying).toContainText('HTTP 500');
      await expect(retrying).toContainText('Retrying');
      await expect(retrying.locator('time')).toHaveCount(2);
      // The first retry comes 5 s later and fails too; the next one is minutes away.
      await expect(retrying.getByRole('cell').nth(4)).toHaveText('2', { timeout: 15_000 });
      await page
        .getByRole('region', { name: 'Recent Deliveries' })
        .screenshot({ path: 'test-results/screenshots/webhooks-retrying.png' });
      const failedId = receiver.received.at(-1)?.headers['webhook-id'];
      expect(failedId).not.toBe(first.headers['webhook-id']);

      // Back up: Replay sends the same event again, now accepted.
      receiver.answer(200);
      await retrying.getByRole('button', { name: /^Replay/ }).click();
      await expect(rowOf(deliveries, 'Succeeded')).toHaveCount(2);
      await expect(rowOf(deliveries, /Retrying|Pending/)).toHaveCount(0);
      expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(failedId);

      // Replay of a delivery that had succeeded: delivered once more, with its own webhook-id.
      const before = receiver.received.length;
      await rowOf(deliveries, 'Succeeded')
        .last()
        .getByRole('button', { name: /^Replay/ })
        .click();
      await expect.poll(() => receiver.received.length).toBe(before + 1);
      expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(first.headers['webhook-id']);

      await screenshotBothThemes(page, 'webhooks');

      // Rotate: confirmed first, the new secret shown once and used for the next delivery.
      await page.getByRole('button', { name: 'Rotate Secret' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(secretDialog).toBeHidden();
      await page.getByRole('button', { name: 'Rotate Secret' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Rotate the signing secret?' })).toBeVisible();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate Secret' }).click();
      await expect(secretDialog).toBeVisible();
      const rotated = (await secretDialog.getByTestId('webhook-secret').textContent()) ?? '';
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      await secretDialog.getByRole('button', { name: 'Close' }).click();
      const count = receiver.received.length;
      await page.getByRole('button', { name: 'Send Test Event' }).click();
      await expect.poll(() => receiver.received.length).toBe(count + 1);
      expectSigned(receiver.received.at(-1) as Delivery, rotated);

      // 410 Gone disables the webhook, with the reason; saving again turns it back on.
      receiver.answer(410);
      await page.getByRole('button', { name: 'Send Test Event' }).click();
      await expect(endpoint.getByText('Disabled', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(endpoint.getByText('Deliveries are paused')).toBeVisible();
      receiver.answer(200);
      await save.click();
      await expect(endpoint.getByText('Enabled', { exact: true })).toBeVisible();

      // The body format: Green-API's webhook bodies (as Green-API's setSettings chooses), and back.
      const format = endpoint.getByRole('combobox', { name: 'Body format' });
      await expect(format).toHaveValue('chatgate');
      await format.selectOption({ label: 'Green-API webhooks' });
      await expect(endpoint.getByText(/sent as Green-API sends it/)).toBeVisible();
      await expect(format).toHaveValue('green-api');
      await format.selectOption({ label: 'Chatgate events' });
      await expect(endpoint.getByText(/sent as GET \/events shows it/)).toBeVisible();

      // On a phone each delivery is a stacked block: status, attempts and Replay on screen.
      await page.setViewportSize(PHONE_VIEWPORT);
      const firstDelivery = deliveries.locator('tbody tr').first();
      await expectRowFitsScreen(firstDelivery, firstDelivery.getByRole('button', { name: /^Replay/ }));
      await expect(firstDelivery).toContainText(/Succeeded|Retrying|Pending|Failed/);

      // Turned off by hand, then on again; then removed after a confirmation.
      await page.setViewportSize({ width: 1280, height: 900 });
      await endpoint.getByRole('button', { name: 'Turn Off' }).click();
      await expect(endpoint.getByText('Disabled', { exact: true })).toBeVisible();
      await endpoint.getByRole('button', { name: 'Turn On' }).click();
      await expect(endpoint.getByText('Enabled', { exact: true })).toBeVisible();
      await endpoint.getByRole('button', { name: 'Remove Webhook' }).click();
      await page
        .getByRole('alertdialog', { name: 'Remove the webhook?' })
        .getByRole('button', { name: 'Remove Webhook' })
        .click();
      await expect(endpoint.getByText('Not set up', { exact: true })).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test('deliveries: the newest 50 first, Load more for the rest, and the status filter', async ({
    page,
    user,
  }) => {
    test.slow();
    const receiver = await startReceiver();
    try {
      await signUpAndLogIn(page, user);
      const { insid, key } = await linkTrialToken(page, DELIVERIES_PHONE);
      const { token } = await page.evaluate(() => ({ token: localStorage.getItem('auth_token') }));
      const saved = await page.request.put(`/api/v1/dash/wa/webhook?insid=${insid}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { url: receiver.url, events: ['message.status'] },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      // Each message is queued, sent, delivered and read: four events, four deliveries.
      for (let i = 0; i < 16; i++) {
        const sent = await page.request.post(`/api/v1/send/text?insid=${insid}`, {
          headers: { key },
          data: { to: RECIPIENT, body: `delivery ${i}` },
        });
        expect(sent.status()).toBe(202);
      }
      await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(64);

      await openFromSideBar(page, 'Webhooks');
      const card = page.getByRole('region', { name: 'Recent Deliveries' });
      const rows = card.locator('tbody tr');
      await expect(rows).toHaveCount(50);
      await card.getByRole('button', { name: 'Load more' }).click();
      await expect(rows).toHaveCount(64);
      await expect(card.getByRole('button', { name: 'Load more' })).toBeHidden();
      await expect(rowOf(card.getByRole('table'), 'Succeeded')).toHaveCount(64);

      await card.getByLabel('Status').selectOption('failed');
      await expect(card.getByText('No deliveries in this state')).toBeVisible();
      await card.screenshot({ path: 'test-results/screenshots/webhooks-deliveries-filtered.png' });
      await card.getByLabel('Status').selectOption('succeeded');
      await expect(rows).toHaveCount(50);
      await expect(card.getByRole('button', { name: 'Load more' })).toBeVisible();
    } finally {
      await receiver.close();
    }
  });

  test('logs: API calls and message events of the token, level filter, token filter, Load more, Live', async ({
    page,
    user,
  }) => {
    test.slow();
    await signUpAndLogIn(page, user);
    await openFromSideBar(page, 'Logs');
    await expect(page.getByText('No log entries yet')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Live' })).toHaveAttribute('aria-checked', 'true');

    const { insid, key } = await linkTrialToken(page, LINKED_PHONE);
    const sent = await page.request.post(`/api/v1/send/text?insid=${insid}`, {
      headers: { key },
      data: { to: RECIPIENT, body: 'Hello from the logs test' },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);

    // Live: the new entries arrive without a reload.
    const table = page.getByRole('table');
    const apiCall = rowOf(table, 'POST /api/v1/send/text');
    await expect(apiCall).toHaveCount(1, { timeout: 15_000 });
    await expect(apiCall).toContainText('API call');
    await expect(apiCall).toContainText('Trial');
    await expect(apiCall).toContainText(/\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}:\d{2}/);
    await expect(rowOf(table, `Message to +${RECIPIENT}: delivered`).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(rowOf(table, 'Message').first()).toBeVisible();
    await expect(table.locator('tr[data-level="info"]').first()).toBeVisible();

    await page.getByRole('radio', { name: 'Success' }).check();
    await expect(apiCall).toHaveCount(0);
    await expect(table.locator('tr[data-level="info"]')).toHaveCount(0);
    await expect(rowOf(table, `Message to +${RECIPIENT}: delivered`).first()).toBeVisible();
    await expect(table.locator('tbody tr').first()).toHaveAttribute('data-level', 'success');
    await page.getByRole('radio', { name: 'Error' }).check();
    await expect(page.getByText('No log entries match these filters')).toBeVisible();
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(apiCall).toHaveCount(1);

    await page.getByLabel('Token').selectOption(insid);
    await expect(page.getByLabel('Token')).toContainText('Trial');
    await expect(apiCall).toHaveCount(1);
    await screenshotBothThemes(page, 'logs');

    // Live off: nothing new shows until it is on again.
    const live = page.getByRole('switch', { name: 'Live' });
    const stateCall = () => page.request.get(`/api/v1/instance/state?insid=${insid}`, { headers: { key } });
    await live.click();
    await expect(live).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Paused')).toBeVisible();
    expect((await stateCall()).ok()).toBe(true);
    await page.waitForTimeout(6_000);
    const stateRows = rowOf(table, 'GET /api/v1/instance/state');
    await expect(stateRows).toHaveCount(0);
    await live.click();
    await expect(stateRows).toHaveCount(1, { timeout: 10_000 });

    // More than a page: 60 more calls, 50 rows, then Load more brings the rest.
    for (let i = 0; i < 60; i++) {
      expect((await stateCall()).status()).toBeLessThan(500);
    }
    await page.reload();
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(60);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();

    // A path with a long run and no space in it (a group id, as in the docs' samples).
    const longPath = '/api/v1/groups/120363012345678901@g.us/participants/remove';
    const longCall = await page.request.post(`${longPath}?insid=${insid}`, {
      headers: { key },
      data: { participants: [RECIPIENT] },
    });
    expect(longCall.status()).toBe(404);
    const longRow = rowOf(table, `POST ${longPath}`);
    await expect(longRow).toHaveCount(1, { timeout: 10_000 });

    // On a phone, and on a laptop whose side bar leaves the card about 710 px, each entry is a
    // stacked block: its message is on screen (a long path wraps), nothing scrolls sideways.
    for (const viewport of [{ width: 1024, height: 800 }, PHONE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await expectRowFitsScreen(rows.first(), rows.first().locator('td').last());
      await expectRowFitsScreen(longRow, longRow.locator('td').last());
    }
    await expectAccessible(page, 'phone ');
  });
});

test.describe('send queue', () => {
  test('queued API sends are listed next-first, one is cancelled, then Cancel All empties the queue', async ({
    page,
    user,
  }) => {
    await signUpAndLogIn(page, user);
    const { insid, post } = await dashboardApi(page);
    const { api_key: key } = await post('/dash/wa/showKey', { insid });
    // No phone is linked: what the token is sent stays queued.
    const sendText = async (body: string) => {
      const response = await page.request.post(`/api/v1/send/text?insid=${insid}`, {
        headers: { key },
        data: { to: RECIPIENT, body },
      });
      expect(response.status()).toBe(202);
      return (await response.json()).id as string;
    };
    const ids = [await sendText('first to go'), await sendText('second'), await sendText('third')];
    const statusOf = async (id: string) =>
      (await (await page.request.get(`/api/v1/messages/${id}?insid=${insid}`, { headers: { key } })).json())
        .status as string;

    await openFromSideBar(page, 'Send Queue');
    const card = page.getByRole('region', { name: 'Queued Messages' });
    const rows = card.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(card.getByText('3 messages queued.')).toBeVisible();
    await expect(rows.first()).toContainText('first to go');
    await expect(rows.first()).toContainText(RECIPIENT);

    const cancelFirst = rows.first().getByRole('button', { name: `Cancel the message to ${RECIPIENT}` });
    const confirmOne = page.getByRole('alertdialog', { name: 'Cancel this message?' });
    // Kept on second thought: nothing changes.
    await cancelFirst.click();
    await confirmOne.getByRole('button', { name: 'No, Keep It' }).click();
    await expect(confirmOne).toBeHidden();
    await expect(rows).toHaveCount(3);
    await cancelFirst.click();
    await expect(confirmOne).toContainText(`The message to ${RECIPIENT} will never be sent.`);
    await confirmOne.getByRole('button', { name: 'Yes, Cancel It' }).click();
    await expect(rows).toHaveCount(2);
    await expect(card.getByText('2 messages queued.')).toBeVisible();
    expect(await statusOf(ids[0] as string)).toBe('failed');

    await screenshotBothThemes(page, 'send-queue');

    await page.setViewportSize(PHONE_VIEWPORT);
    await expectRowFitsScreen(
      rows.first(),
      rows.first().getByText('second'),
      rows.first().getByRole('button'),
    );
    await page.screenshot({ path: 'test-results/screenshots/send-queue-phone.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('button', { name: 'Cancel All' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel every queued message?' });
    await expect(confirm).toContainText('The 2 messages waiting now will never be sent.');
    await confirm.getByRole('button', { name: 'Yes, Cancel All' }).click();
    const done = page.getByRole('alertdialog', { name: 'Queue cancelled' });
    await expect(done).toContainText('2 messages cancelled.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(card.getByText('Nothing waiting to be sent')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel All' })).toBeDisabled();
    for (const id of ids) expect(await statusOf(id)).toBe('failed');
  });
});
