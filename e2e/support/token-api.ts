import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { expectRead, type LinkedToken } from './linked-token';

/** A call of the messaging API with the token's key; fails the test unless it succeeds. */
export async function tokenCall(
  page: Page,
  token: LinkedToken,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) {
  const response = await page.request.fetch(`/api/v1${path}`, { method, headers: { key: token.key }, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** The token's events of this type, from its event log (GET /events). */
export const tokenEvents = async (page: Page, token: LinkedToken, type: string) =>
  (
    (await tokenCall(page, token, 'GET', '/events')).result as Array<{
      type: string;
      data: Record<string, unknown>;
    }>
  )
    .filter((e) => e.type === type)
    .map((e) => e.data);

/** A text from the token to `contact`, read: their phone then has a chat with the token. */
export async function chatStarted(page: Page, token: LinkedToken, contact: string) {
  const { id } = await tokenCall(page, token, 'POST', '/send/text', {
    to: contact,
    body: 'Hello from the token',
  });
  await expectRead(page, token, id);
}
