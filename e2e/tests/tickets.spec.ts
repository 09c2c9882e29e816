import {
  InstanceMessages,
  MAX_TOKENS_PER_USER,
  TicketMessages,
  TokenLimitMessages,
  ticketNotice,
} from '@chatgate/contracts';
import type { Browser, Page } from '@playwright/test';
import { startSmtpCapture } from '../../apps/server/test/smtp-capture';
import { expectAccessible } from '../support/accessibility';
import { activateAllTokens, createToken, proceedPastTokenLimit } from '../support/dashboard';
import { sqlOnServer } from '../support/database';
import { expect, logInByForm, signUpByApi, type TestUser, test, uniqueUser } from '../support/fixtures';
import { E2E_SMTP_PORT } from '../support/ports';
import { expectNoSidewaysScroll, expectRowFitsScreen, PHONE_VIEWPORT } from '../support/screen-width';

let mailbox: Awaited<ReturnType<typeof startSmtpCapture>>;
test.beforeAll(async () => {
  mailbox = await startSmtpCapture(E2E_SMTP_PORT);
});
test.afterAll(() => mailbox.close());

const appReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');

/**
 * A staff member (role CRM) signed in in a browser of their own. Pages of a new context do not
 * get the fixture's page.goto, so each visit waits for the app itself.
 */
async function staffPage(browser: Browser, baseURL: string | undefined, staff: TestUser): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    // Its own client address: the sign-in throttle of the user's address stays apart.
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.253' },
  });
  const page = await context.newPage();
  await signUpByApi(page, staff);
  await sqlOnServer('update users set role = $2 where username = $1', [staff.username, 'CRM']);
  await page.goto('/auth');
  await appReady(page);
  await page.getByLabel('Email or Username').fill(staff.username);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/** The count a top-bar badge's name carries, e.g. 2 for "Notifications: 2". */
async function badgeCount(page: Page, label: string): Promise<number> {
  const badge = page.getByRole('button', { name: new RegExp(`^${label}: \\d+$`) });
  await expect(badge).toBeVisible();
  const name = (await badge.getAttribute('aria-label')) ?? '';
  return Number(name.split(': ')[1]);
}

test('a ticket raised from the token limit dialog is answered by staff, and the user is told', async ({
  page,
  user,
  browser,
  baseURL,
}) => {
  // Five tokens, two browsers and a mail: longer than one ordinary journey.
  test.setTimeout(120_000);
  // With one long unbroken word, as a pasted id or address is: it must wrap on a phone.
  const subject = `More tokens for ${user.username} ref:${'0123456789'.repeat(4)}`;
  const description = 'We opened two new branches.\nPlease allow 3 more tokens.';
  const replyLines = ['Hello Ada,', 'Your limit is now 8 tokens.'];

  // The user reaches the token limit and proceeds with a ticket (spec 8).
  await signUpByApi(page, user);
  await activateAllTokens(user.username);
  await logInByForm(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await proceedPastTokenLimit(page, 1);

  // The form comes preset from the query parameters: the type, and no particular token.
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Ticket' })).toBeVisible();
  await expect(page.getByLabel('Ticket Type')).toHaveValue('Create New Instance');
  const token = page.getByLabel('Token', { exact: true });
  await expect(token).toHaveValue('');
  await expect(token.locator('option')).toHaveCount(MAX_TOKENS_PER_USER + 1);
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText(TicketMessages.subjectRequired)).toBeVisible();
  await expectAccessible(page, '/dashboard/createTicket: ');

  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Description').fill(description);
  await page.getByLabel('Attachment (optional)').setInputFiles({
    name: 'branches.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Branch A: Pune\nBranch B: Nagpur\n'),
  });
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  const created = page.getByRole('alertdialog');
  await expect(created.getByText(TicketMessages.created)).toBeVisible();
  await created.getByRole('button', { name: 'View Ticket' }).click();
  await expect(page).toHaveURL(/\/dashboard\/viewTickets\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  await expect(page.getByRole('heading', { level: 1, name: `Ticket #${id}` })).toBeVisible();
  await expect(page.getByText('Create New Instance', { exact: true })).toBeVisible();
  await expect(page.getByText('No particular token')).toBeVisible();
  const userThread = page.getByRole('list', { name: 'Messages' });
  await expect(userThread.getByRole('listitem')).toHaveCount(1);
  await expect(userThread.getByText('Please allow 3 more tokens.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await userThread.getByRole('button', { name: 'Download attachment' }).click();
  expect((await downloading).suggestedFilename()).toBe('branches.txt');

  // A staff member answers in the thread, in a browser of their own.
  const staff = await staffPage(browser, baseURL, uniqueUser());
  await staff.goto(`/dashboard/viewTickets?id=${id}`);
  await appReady(staff);
  await expect(staff.getByRole('heading', { level: 1, name: `Ticket #${id}` })).toBeVisible();
  await expect(staff.getByText(`${user.firstName} ${user.lastName} (@${user.username})`)).toBeVisible();
  const staffThread = staff.getByRole('list', { name: 'Messages' });
  await expect(staffThread.getByText('We opened two new branches.')).toBeVisible();
  // Staff allow the account 3 more tokens from the ticket itself (spec 9: more via a ticket).
  const limit = staff.getByRole('region', { name: 'Token Limit' });
  await expect(limit).toContainText(
    `@${user.username} holds ${MAX_TOKENS_PER_USER} of the ${MAX_TOKENS_PER_USER} tokens the account may have.`,
  );
  await limit.getByLabel('Tokens Allowed').fill('101');
  await limit.getByRole('button', { name: 'Save Limit' }).click();
  await expect(limit.getByText(TokenLimitMessages.range)).toBeVisible();
  await limit.getByLabel('Tokens Allowed').fill('8');
  await limit.getByRole('button', { name: 'Save Limit' }).click();
  await expect(limit.getByText(TokenLimitMessages.saved)).toBeVisible();
  await expect(limit).toContainText(`holds ${MAX_TOKENS_PER_USER} of the 8 tokens`);
  await limit.screenshot({ path: 'test-results/screenshots/ticket-token-limit.png' });
  await staff.getByLabel('Your Reply').fill(replyLines.join('\n'));
  await staff.getByRole('button', { name: 'Send Reply' }).click();
  await expect(staff.getByText(TicketMessages.replied)).toBeVisible();
  await expect(staffThread.getByRole('listitem')).toHaveCount(2);
  await expect(staff.getByLabel('Set Status')).toHaveValue('pending');
  await expectAccessible(staff, '/dashboard/viewTickets?id (staff): ');

  // On a phone the staff list's rows are stacked blocks naming who raised each ticket.
  await staff.goto('/dashboard/viewTickets');
  await appReady(staff);
  const staffRow = staff.locator('tbody tr').filter({ hasText: subject });
  await expect(staffRow).toBeVisible();
  await staff.setViewportSize(PHONE_VIEWPORT);
  await expectRowFitsScreen(
    staffRow,
    staffRow.getByRole('link', { name: subject }),
    staffRow.getByText(`${user.firstName} ${user.lastName}`),
    staffRow.getByText(/^Last activity/),
  );
  await staff.context().close();

  // The user's badges show the answer; the notification leads to the thread and is then read.
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Support requests: 1', exact: true })).toBeVisible();
  const unread = await badgeCount(page, 'Notifications');
  expect(unread).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: `Notifications: ${unread}`, exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem', { name: 'View all' })).toBeVisible();
  await menu.getByRole('menuitem', { name: ticketNotice.staffReplied(id, subject) }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/viewTickets\\?id=${id}$`));
  await expect(page.getByRole('button', { name: `Notifications: ${unread - 1}`, exact: true })).toBeVisible();

  const staffMessage = userThread.locator('[data-from="staff"]');
  await expect(staffMessage).toHaveCount(1);
  await expect(staffMessage.getByText('Support', { exact: true })).toBeVisible();
  for (const line of replyLines) await expect(staffMessage).toContainText(line);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  const isReplyMail = (m: (typeof mailbox.received)[number]) =>
    m.to.includes(user.email) && m.subject.includes(`[Ticket #${id}]`);
  await expect.poll(() => mailbox.received.some(isReplyMail), { timeout: 30_000 }).toBe(true);
  const mail = mailbox.received.find(isReplyMail);
  expect(mail?.subject).toBe(`Re: [Ticket #${id}] ${subject} | Chatgate`);
  expect(mail?.text).toContain(replyLines[1]);
  expect(mail?.text).toContain(`/dashboard/viewTickets?id=${id}`);

  // Once the user closes the ticket, it takes no more replies from them: a new ticket instead.
  await page.getByRole('button', { name: 'Close Ticket' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close Ticket' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText(TicketMessages.closedRaiseNew)).toBeVisible();
  await expect(page.getByLabel('Your Reply')).toHaveCount(0);
  await expect(userThread.getByRole('listitem')).toHaveCount(2);

  // The sixth token the limit used to refuse is made now.
  await page.goto('/dashboard');
  await createToken(page, 'Branch Pune');
  await expect(page.getByRole('alertdialog').getByText(InstanceMessages.created)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await expect(page.locator('tbody')).toHaveCount(MAX_TOKENS_PER_USER + 1);

  await page.goto('/dashboard/viewTickets');
  await expect(page.getByRole('link', { name: subject })).toHaveAttribute(
    'href',
    `/dashboard/viewTickets?id=${id}`,
  );

  // On a phone each ticket is a stacked block: subject, status and last activity on screen.
  await page.setViewportSize(PHONE_VIEWPORT);
  const row = page.locator('tbody tr').filter({ hasText: subject });
  await expectRowFitsScreen(
    row,
    row.getByRole('link', { name: subject }),
    row.getByText('Closed', { exact: true }),
    row.getByText(/^Last activity/),
  );
  await expectAccessible(page, '/dashboard/viewTickets at 390 px: ');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel('Status').selectOption('open');
  await expect(page).toHaveURL(/status=open/);
  await expect(page.getByText('No tickets with this status')).toBeVisible();
  await expectAccessible(page, '/dashboard/viewTickets: ');

  // The thread's heading wraps the subject's long word instead of widening the page.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`/dashboard/viewTickets?id=${id}`);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the ticket thread');
});
