import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { openPhone, sandboxChat } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { type LinkedToken, linkedTrialToken } from '../support/linked-token';

const TOKEN_PHONE = '919800000651';
const CONTACT = '919800000652';
const PHOTO = readFileSync(new URL('../../apps/web/public/og-image.png', import.meta.url));

async function send(page: Page, token: LinkedToken, path: string, body: object): Promise<string> {
  const response = await page.request.post(`/api/v1${path}`, {
    headers: { key: token.key },
    data: { to: CONTACT, ...body },
  });
  expect(response.status(), await response.text()).toBe(202);
  return (await response.json()).id;
}

const get = async (page: Page, token: LinkedToken, path: string) =>
  (await page.request.get(`/api/v1${path}`, { headers: { key: token.key } })).json();

/** The votes each option of the token's poll has, as GET /messages/{id} shows them. */
const tally = async (page: Page, token: LinkedToken, id: string) =>
  ((await get(page, token, `/messages/${id}`)).poll.options as { votes: number }[]).map((o) => o.votes);

test('the Sandbox Phone votes on a token’s poll with a click, and shows a sticker as an image', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  const pollId = await send(page, token, '/send/poll', {
    name: 'Which day suits you?',
    options: ['Monday', 'Tuesday', 'Wednesday'],
  });
  const multiId = await send(page, token, '/send/poll', {
    name: 'Which toppings?',
    options: ['Cheese', 'Olives', 'Basil'],
    multipleAnswers: true,
  });
  await send(page, token, '/send/sticker', { media: `data:image/png;base64,${PHOTO.toString('base64')}` });

  const chat = await sandboxChat(page, user, CONTACT, TOKEN_PHONE);
  await expect(chat.locator(':scope > li')).toHaveCount(3);

  // A single-answer poll: radio buttons; another click moves the vote.
  const days = chat.getByRole('group', { name: 'Which day suits you?' });
  await days.getByRole('radio', { name: /^Tuesday/ }).click();
  await expect(days.getByRole('radio', { name: 'Tuesday 1 vote' })).toBeChecked();
  await expect.poll(() => tally(page, token, pollId)).toEqual([0, 1, 0]);
  await days.getByRole('radio', { name: /^Wednesday/ }).click();
  await expect(days.getByRole('radio', { name: 'Wednesday 1 vote' })).toBeChecked();
  await expect(days.getByRole('radio', { name: 'Tuesday 0 votes' })).not.toBeChecked();
  await expect.poll(() => tally(page, token, pollId)).toEqual([0, 0, 1]);
  const votes = (await get(page, token, '/events')).result.filter(
    (e: { type: string }) => e.type === 'poll.vote',
  );
  expect(votes.map((e: { data: { selectedOptions: string[] } }) => e.data.selectedOptions)).toEqual([
    ['Tuesday'],
    ['Wednesday'],
  ]);
  expect(votes[0].data).toMatchObject({ messageId: pollId, voter: CONTACT });

  // A multiple-answer poll: checkboxes, each click adds an option.
  const toppings = chat.getByRole('group', { name: 'Which toppings?' });
  await toppings.getByRole('checkbox', { name: /^Cheese/ }).click();
  await expect(toppings.getByRole('checkbox', { name: 'Cheese 1 vote' })).toBeChecked();
  await toppings.getByRole('checkbox', { name: /^Basil/ }).click();
  await expect(toppings.getByRole('checkbox', { name: 'Basil 1 vote' })).toBeChecked();
  await expect.poll(() => tally(page, token, multiId)).toEqual([1, 0, 1]);

  // The sticker: a 512x512 image with no bubble around it.
  const sticker = chat.getByRole('img', { name: 'Sticker' });
  await expect.poll(() => sticker.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  const bubble = sticker.locator('xpath=ancestor::*[@data-from-me]');
  expect(await bubble.evaluate((box) => getComputedStyle(box).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  await chat.locator('xpath=..').screenshot({ path: 'test-results/screenshots/sandbox-polls-received.png' });
  await expectAccessible(page);

  // The phone sends the token a sticker and a poll of its own, which the token receives.
  await page.getByRole('button', { name: 'Send a sticker' }).click();
  await page.getByRole('button', { name: 'Create a poll' }).click();
  await page.getByLabel('Question').fill('Coffee after?');
  await page.getByLabel('Options, one a line').fill('Yes\nLater');
  await page.getByRole('button', { name: 'Send poll' }).click();
  await expect(chat.getByRole('group', { name: 'Coffee after?' })).toBeVisible();
  await expect
    .poll(async () =>
      (await get(page, token, '/messages')).result
        .filter((m: { direction: string }) => m.direction === 'in')
        .map((m: { type: string }) => m.type)
        .sort(),
    )
    .toEqual(['poll', 'sticker']);

  // The token's own phone shows its poll with the votes, not to vote on.
  await openPhone(page, TOKEN_PHONE);
  const own = page.getByRole('list', { name: `Messages with ${CONTACT}` });
  const sent = own.getByRole('group', { name: 'Which day suits you?' });
  await expect(sent.getByRole('radio', { name: 'Wednesday 1 vote' })).toBeDisabled();
  await expect(own.getByRole('img', { name: 'Sticker' }).first()).toBeVisible();
});
