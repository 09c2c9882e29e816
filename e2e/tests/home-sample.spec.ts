import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { expectRead, type LinkedToken, linkedTrialToken } from '../support/linked-token';

/**
 * The send-message samples a visitor copies from the home page's integration section run as
 * written, against the site's own address, once the token id and API key are filled in: the
 * message is accepted, sent, and read by the sandbox phone.
 */
const samples = (page: Page) => page.getByRole('figure', { name: 'Send a message: code samples' });

async function filledSample(page: Page, token: LinkedToken): Promise<string> {
  return (await samples(page).locator('code').innerText())
    .trim()
    .replace('YOUR_TOKEN_ID', token.insid)
    .replace('YOUR_API_KEY', token.key);
}

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
const LANGUAGES = ['cURL', 'Node.js', 'Python', 'PHP', 'Java', 'Objective-C', 'Go', 'Ruby'];
const QUEUED = { id: expect.any(String), status: 'queued' };

test('the home page curl sample sends a message as written', async ({ page, user }) => {
  const token = await linkedTrialToken(page, user, '919800006001');
  await page.goto('/');
  await expect(samples(page).locator('figcaption')).toHaveText('send-message.sh');
  const command = await filledSample(page, token);
  expect(command).toContain('curl -X POST');

  const answer = JSON.parse(execFileSync('bash', ['-c', `${command} --silent`], { encoding: 'utf8' }));
  expect(answer).toEqual(QUEUED);
  await expectRead(page, token, answer.id);
});

/** What each way of the Node.js tab prints: the status code and answer, or the SDK's id and status. */
const NODE_WAYS = [
  {
    way: '@chatgate/sdk',
    firstLine: '// npm install @chatgate/sdk',
    messageId: (printed: string) => /^(\S+) queued$/.exec(printed)?.[1],
  },
  {
    way: 'fetch',
    firstLine: '// Node.js 18 or later: fetch is built in.',
    messageId: (printed: string) => {
      const [, status, json = ''] = /^(\d{3}) (.*)$/s.exec(printed) ?? [];
      expect(status, printed).toBe('202');
      const answer = JSON.parse(json);
      expect(answer).toEqual(QUEUED);
      return answer.id as string;
    },
  },
] as const;

test('the home page Node.js samples, with the SDK and with fetch, send a message in either body style', async ({
  page,
  user,
}) => {
  test.slow();
  // The SDK sample imports @chatgate/sdk, which resolves (from a file in the repository) to the
  // workspace package as it would be published: its build.
  execFileSync('npm', ['run', 'build:sdk'], { cwd: REPOSITORY, stdio: 'ignore' });
  const token = await linkedTrialToken(page, user, '919800006002');
  await page.goto('/');
  await page.getByRole('tab', { name: 'Node.js' }).click();
  await expect(samples(page).locator('figcaption')).toHaveText('send-message.mjs');
  const ways = samples(page).getByRole('group', { name: 'Node.js: how to call the API' });
  await expect(ways.getByRole('button')).toHaveText(['@chatgate/sdk', 'fetch']);
  await expect(ways.getByRole('button', { name: '@chatgate/sdk' })).toHaveAttribute('aria-pressed', 'true');

  for (const { way, firstLine, messageId } of NODE_WAYS) {
    await ways.getByRole('button', { name: way }).click();
    for (const [style, field] of [
      ['{ to, body }', 'to'],
      ['{ phone, message, type }', 'phone'],
    ] as const) {
      await page.getByRole('button', { name: style }).click();
      await expect(page.getByRole('button', { name: style })).toHaveAttribute('aria-pressed', 'true');
      const source = await filledSample(page, token);
      expect(source.split('\n')[0]).toContain(firstLine);
      expect(source).toMatch(new RegExp(`\\b${field}\\b`));
      const file = test.info().outputPath(`${way.replace(/\W/g, '')}-${field}`, 'send-message.mjs');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, source);

      // The runner forces colours on, and console.log would colour the status code.
      const env = { ...process.env, FORCE_COLOR: '0' };
      const printed = execFileSync(process.execPath, [file], { encoding: 'utf8', env }).trim();
      const id = messageId(printed);
      expect(id, printed).toBeTruthy();
      await expectRead(page, token, id ?? '');
    }
  }
});

test('the sample tabs switch with the arrow, Home and End keys', async ({ page, baseURL }) => {
  await page.goto('/#integration');
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await expect(tab('cURL')).toHaveAttribute('aria-selected', 'true');

  await tab('cURL').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Node.js')).toBeFocused();
  await expect(tab('Node.js')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('cURL')).toHaveAttribute('aria-selected', 'false');
  // The Node.js tab opens on the SDK; fetch is its other way.
  await expect(samples(page).locator('code')).toContainText(`baseUrl: '${baseURL}',`);
  await samples(page).getByRole('button', { name: 'fetch', exact: true }).click();
  await expect(samples(page).locator('code')).toContainText(`fetch('${baseURL}/api/v1/send/text`);
  await tab('Node.js').focus();

  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Ruby')).toHaveAttribute('aria-selected', 'true');
  await expect(samples(page).locator('figcaption')).toHaveText('send-message.rb');
  await page.keyboard.press('Home');
  await expect(tab('cURL')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab('Ruby')).toHaveAttribute('aria-selected', 'true');
});

test('on a phone every language tab shows whole, beside the Copy button, without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#integration');
  const copy = (await samples(page).getByRole('button', { name: /copy/i }).boundingBox()) ?? { x: 0 };
  for (const name of LANGUAGES) {
    const box = await page.getByRole('tab', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(copy.x);
  }
});

test('the copy button copies the sample and shows a check mark for 3 seconds', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
  await page.goto('/');
  await page.clock.pauseAt(new Date('2026-01-05T10:01:00Z'));
  await page.getByRole('tab', { name: 'Python' }).click();
  const copy = samples(page).getByRole('button', { name: 'Copy' });

  await copy.click();
  const copied = samples(page).getByRole('button', { name: 'Copied' });
  await expect(copied).toBeVisible();
  await expect(copied.getByTestId('copied-check')).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe((await samples(page).locator('code').innerText()).trim());
  expect(clipboard).toContain('import requests');

  await page.clock.runFor(2_900);
  await expect(copied.getByTestId('copied-check')).toBeVisible();
  await page.clock.runFor(100);
  await expect(copy).toBeVisible();
  await expect(samples(page).getByTestId('copied-check')).toHaveCount(0);
});

test('the integration section leads to the API docs and the free trial, and passes axe', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('section#integration');
  await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Read the API docs' })).toHaveAttribute(
    'href',
    '/dashboard/apiDocs',
  );
  await expect(section.getByRole('link', { name: 'Get your API key' })).toHaveAttribute(
    'href',
    '/auth/signup',
  );
  await expect(section.getByRole('tab')).toHaveText(LANGUAGES);
  await expectAccessible(page);

  // The Node.js tab, with its SDK and fetch switch, in both colour schemes.
  await section.getByRole('tab', { name: 'Node.js' }).click();
  await expect(samples(page).locator('code')).toContainText('new Chatgate({');
  await expectAccessible(page, 'Node.js tab: ');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await section.screenshot({ path: `test-results/screenshots/home-integration-node-${colorScheme}.png` });
  }
});
