import { TicketMessages } from '@chatgate/contracts';
import type { Page } from '@playwright/test';
import { apiSession } from '../support/api-session';
import { expect, logInByForm, signUpByApi, type TestUser, test, uniqueUser } from '../support/fixtures';
import { signUpWithRole } from '../support/staff';

/** The count the top bar's "Notifications: N" badge names. */
async function notificationCount(page: Page): Promise<number> {
  const badge = page.getByLabel(/^Notifications: \d+$/);
  await expect(badge).toBeVisible();
  return Number((await badge.getAttribute('aria-label'))?.split(': ')[1]);
}

/** A user with one ticket raised by API, and a CRM staff member who answered it: the ticket's id. */
async function answeredTicket(page: Page, user: TestUser, staff: TestUser, subject: string) {
  await signUpByApi(page, user);
  await signUpWithRole(page, staff, 'CRM');
  const asUser = await apiSession(page, user);
  const { ticketID } = await asUser('/dash/tickets/create', {
    type: 'Other',
    subject,
    description: 'Our webhook gets each event twice.',
  });
  const asStaff = await apiSession(page, staff);
  await asStaff(`/dash/tickets/${ticketID}/reply`, { text: 'That is the retry; dedupe by event id.' });
  return { ticketID: ticketID as number, asStaff };
}

async function logIn(page: Page, who: TestUser): Promise<void> {
  await logInByForm(page, who.username, who.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('opening an answered ticket from the list takes its notification off the bell at once', async ({
  page,
  user,
}) => {
  const subject = `Webhook retries for ${user.username}`;
  const { ticketID } = await answeredTicket(page, user, uniqueUser(), subject);
  await logIn(page, user);
  const unread = await notificationCount(page);
  expect(unread).toBeGreaterThanOrEqual(1);

  // Not through the bell's own menu (which marks what it opens): from the list of tickets.
  await page.goto('/dashboard/viewTickets');
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ticket #${ticketID}` })).toBeVisible();
  await expect(page.getByLabel(`Notifications: ${unread - 1}`, { exact: true })).toBeVisible();
});

test('a page of tickets past the last one shows the last page, not an empty list', async ({ page, user }) => {
  const subject = `Paging for ${user.username}`;
  await answeredTicket(page, user, uniqueUser(), subject);
  await logIn(page, user);
  await page.goto('/dashboard/viewTickets?status=pending&page=5');
  await expect(page.getByRole('link', { name: subject })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/viewTickets\?status=pending$/);
  await expect(page.getByText('No tickets with this status')).toHaveCount(0);
});

test('a closed ticket offers its owner a new ticket instead of a reply that cannot be sent', async ({
  page,
  user,
}) => {
  const staff = uniqueUser();
  const subject = `Closed question of ${user.username}`;
  const { ticketID, asStaff } = await answeredTicket(page, user, staff, subject);
  await asStaff(`/dash/tickets/${ticketID}/close`);

  await logIn(page, user);
  await page.goto(`/dashboard/viewTickets?id=${ticketID}`);
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText(TicketMessages.closedRaiseNew)).toBeVisible();
  await expect(page.getByLabel('Your Reply')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Reply' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Raise a New Ticket' }).click();
  await expect(page).toHaveURL(/\/dashboard\/createTicket$/);

  // Staff still answer on it (their reply reopens it), and the page speaks to them as staff.
  await page.evaluate(() => localStorage.clear());
  await logIn(page, staff);
  await page.goto(`/dashboard/viewTickets?id=${ticketID}`);
  await expect(page.getByText('The whole conversation with the user, oldest message first.')).toBeVisible();
  await expect(page.getByText('This ticket is closed. A reply reopens it for the user.')).toBeVisible();
  await expect(page.getByLabel('Your Reply')).toBeVisible();
  await page.goto('/dashboard/viewTickets');
  await expect(page.getByText('Support requests of every user and their answers.')).toBeVisible();
});
