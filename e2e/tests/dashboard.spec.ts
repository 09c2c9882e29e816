import { SessionMessages } from '@chatgate/contracts';
import type { Locator } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { openPhone, signUpAndLogIn, trialTokenRows as trialToken } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import {
  expectNoSidewaysScroll,
  expectRowFitsScreen,
  expectWithinScreenWidth,
} from '../support/screen-width';

const LINKED_PHONE = '919800000001';
const TEST_PHONE = '919800000002';
/** The dashboard screens a user (not staff) reaches from the side bar and the account menu. */
const PHONE_ROUTES = [
  '',
  '/apiDocs',
  '/logs',
  '/webhooks',
  '/gSheet',
  '/base64',
  '/check-whatsapp-number',
  '/sandbox',
  '/subscribe',
  '/viewTickets',
  '/view-announcements',
  '/view-broadcasts',
  '/view-blogs',
  '/profile',
];

/** How many lines an element's own text runs over (its icons aside). */
const textLines = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    const tops = new Set<number>();
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
      range.selectNodeContents(child);
      for (const rect of Array.from(range.getClientRects())) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

test.describe('dashboard', () => {
  test('trial token -> QR -> sandbox phone links -> Connected live -> test message -> reply -> session logout', async ({
    page,
    context,
    user,
  }) => {
    await signUpAndLogIn(page, user);
    const token = trialToken(page);
    await expect(token.getByRole('rowheader', { name: /Trial/ })).toBeVisible();
    await expect(token.getByText('Trial', { exact: true })).toBeVisible();
    await expect(token.getByText('Not Connected')).toBeVisible();
    await expect(token.getByRole('button', { name: 'Send Test Message' })).toHaveCount(0);

    // A marker that a reload would wipe: the row must turn Connected without one.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));

    await token.getByRole('button', { name: 'Get QR Code' }).click();
    await expect(token.getByRole('img', { name: /QR code for Trial/ })).toBeVisible();
    const payload = await token.getByLabel('QR payload').inputValue();
    expect(payload.length).toBeGreaterThan(0);
    await expect(token.getByRole('link', { name: /Link with the Sandbox Phone/ })).toHaveAttribute(
      'href',
      `/dashboard/sandbox?qr=${encodeURIComponent(payload)}`,
    );

    const phonePage = await context.newPage();
    await phonePage.goto(`/dashboard/sandbox?qr=${encodeURIComponent(payload)}`);
    await openPhone(phonePage, LINKED_PHONE);
    await expect(phonePage.getByLabel('QR code payload')).toHaveValue(payload);
    await phonePage.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(phonePage.getByText('Phone linked')).toBeVisible();

    await expect(token.getByText('Connected', { exact: true })).toBeVisible();
    await expect(token.getByText(LINKED_PHONE, { exact: true })).toBeVisible();
    await expect(token.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // A laptop with the side bar open leaves the card about 710 px: the token is a stacked block,
    // so its buttons and its validity keep their words on one line instead of squeezed columns.
    await page.setViewportSize({ width: 1024, height: 800 });
    for (const label of [
      token.getByRole('button', { name: 'Send Test Message' }),
      token.getByRole('button', { name: 'Logout?' }),
      token.getByText(/^Valid till /),
    ]) {
      expect(await textLines(label), `${label} wraps at 1024 px`).toBe(1);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    await token.getByRole('button', { name: 'Send Test Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Test Message' });
    await dialog.getByLabel('Mobile Number').fill('91980');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(
      dialog.getByText('Mobile number must be exactly 12 digits (country code, no + sign)'),
    ).toBeVisible();
    await dialog.getByLabel('Mobile Number').fill(TEST_PHONE);
    await dialog.getByLabel('Message (optional)').fill('Hello from the dashboard test');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Test message sent')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await openPhone(phonePage, TEST_PHONE);
    const chat = phonePage.getByRole('list', { name: `Messages with ${LINKED_PHONE}` });
    await expect(chat.getByText('Hello from the dashboard test', { exact: true })).toBeVisible();
    await phonePage.getByLabel(`Message to ${LINKED_PHONE}`).fill('Thanks, got it');
    await phonePage.getByRole('button', { name: 'Send', exact: true }).click();
    const reply = chat.getByRole('listitem').filter({ hasText: 'Thanks, got it' });
    await expect(reply.locator('[data-from-me="true"]')).toBeVisible();
    await expect(reply.getByTestId('message-status')).toHaveText(/Sent|Delivered|Read/);
    await expect(phonePage.getByLabel(`Message to ${LINKED_PHONE}`)).toHaveValue('');
    await phonePage.setViewportSize({ width: 1280, height: 1300 });
    await phonePage.screenshot({ path: 'test-results/screenshots/sandbox.png' });
    await expectAccessible(phonePage);
    await phonePage.close();

    await token.getByRole('button', { name: 'Logout?' }).click();
    await expect(
      page.getByText(
        'You will be logged out of this session. To log back in, you will need to scan the QR code again.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await expect(token.getByText('Not Connected')).toBeVisible();
    await expect(token.getByRole('button', { name: 'Get QR Code' })).toBeVisible();
  });

  test('Create New Token is disabled during the trial; copy key and show API key; light and dark screenshots', async ({
    page,
    context,
    user,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signUpAndLogIn(page, user);
    const token = trialToken(page);
    await expect(token.getByText('Not Connected')).toBeVisible();
    // Spec 2.8: three cards, the token table, Create New Token, Getting Started.
    const cards = page.getByRole('main').getByRole('region');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toHaveAccessibleName('Connection Tokens');
    await expect(cards.nth(1).getByRole('button', { name: 'Create New Token' })).toBeDisabled();
    await expect(cards.nth(2)).toHaveAccessibleName('Getting Started');
    // The trial token is the only one: no remove icon.
    await expect(token.getByRole('button', { name: 'Remove token' })).toHaveCount(0);

    await token.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Copied to Clipboard' })).toBeVisible();
    await expect(page.getByText('Your Key has been copied to clipboard')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    // A dialog opened without a trigger gives focus back to the button that opened it.
    await expect(token.getByRole('button', { name: 'Copy key' })).toBeFocused();
    const copiedKey = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiedKey.length).toBeGreaterThan(20);

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await token.getByRole('button', { name: 'Show API key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'API Key' });
    await expect(keyDialog.getByTestId('api-key')).toHaveText(copiedKey);
    await keyDialog.getByRole('button', { name: 'Copy API Key' }).click();
    await expect(keyDialog.getByRole('button', { name: 'Copied to Clipboard' })).toBeVisible();
    await expect(keyDialog.getByText('Your API Key has been copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copiedKey);
    await keyDialog.getByRole('button', { name: 'Close' }).click();
    await expect(keyDialog).toBeHidden();
    await expect(token.getByRole('button', { name: 'Show API key' })).toBeFocused();

    await token.getByRole('button', { name: 'Get QR Code' }).click();
    const qrCode = token.getByRole('img', { name: /QR code for Trial/ });
    await expect(qrCode).toBeVisible();
    // The QR takes the place of the button that had focus, and focus with it.
    await expect(token.getByRole('heading', { name: 'Scan to connect Trial' })).toBeFocused();
    // The session keeps waiting through a reload, and so does its QR on the page.
    await page.reload();
    await expect(qrCode).toBeVisible();
    await expect(token.getByText('Waiting for phone')).toBeVisible();
    // Tall enough for the whole page, so the fixed side bar runs to the bottom of the picture.
    await page.setViewportSize({ width: 1280, height: 1200 });
    await page.mouse.move(0, 0);
    await page.screenshot({ path: 'test-results/screenshots/dashboard-light.png' });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('body')).toHaveClass(/dark/);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: 'test-results/screenshots/dashboard-dark.png' });
    await expectAccessible(page);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  });

  test('shell: side bar groups and collapse, account menu, profile and company details', async ({
    page,
    user,
  }) => {
    await signUpAndLogIn(page, user);
    await expect(page.getByText(`${user.firstName} ${user.lastName}`).first()).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Dashboard | Chatgate');
    // Admin-only entries are hidden from a User.
    await sidebar.getByRole('button', { name: 'Help Center' }).click();
    await expect(sidebar.getByRole('link', { name: 'View Tickets' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Create New Ticket' })).toHaveCount(0);
    await sidebar.getByRole('button', { name: 'Developers' }).click();
    // Opened from the keyboard, the new page's heading takes focus from the side bar's link.
    await sidebar.getByRole('link', { name: 'Logs' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeFocused();
    await expect(page.getByRole('switch', { name: 'Live' })).toBeVisible();
    // Each page names its tab.
    await expect(page).toHaveTitle('Logs | Chatgate');

    const box = async () => (await sidebar.boundingBox())?.width;
    expect(await box()).toBe(256);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(box).toBe(64);
    await expect(sidebar.getByRole('link', { name: 'Logs', exact: true })).toHaveAttribute('title', 'Logs');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(box).toBe(256);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText(user.email)).toBeVisible();
    await page.getByRole('link', { name: 'Update Company Details' }).click();
    await expect(page).toHaveURL(/\/dashboard\/companydetails$/);
    await expect(page).toHaveTitle('Company Details | Chatgate');
    // The side bar's Profile link stays highlighted on the page opened from the profile.
    await expect(sidebar.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await page.getByLabel('Company Name').fill('Acme Traders');
    await page.getByLabel('Company Website').fill('not a site');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByText('Website must be a valid http(s) address')).toBeVisible();
    // Typed without its scheme, the website is saved as https.
    await page.getByLabel('Company Website').fill('acme.example');
    await page.getByLabel('Address').fill('12 MG Road, Pune');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Company Details Updated' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText('Acme Traders')).toBeVisible();
    await expect(page.getByText('12 MG Road, Pune')).toBeVisible();
    await expect(page.getByText('https://acme.example')).toBeVisible();
    await expect(page.getByRole('link', { name: /Edit/ })).toHaveAttribute(
      'href',
      '/dashboard/companydetails',
    );

    await page.screenshot({ path: 'test-results/screenshots/profile.png', fullPage: true });
    await expectAccessible(page);

    // Small screens: the side bar is an overlay, closed until toggled, closed again after a click.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sidebar).toBeHidden();
    await expect(page.locator('main')).toHaveCSS('margin-left', '0px');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/dashboard-mobile-menu.png' });
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(sidebar).toBeHidden();
    await expect(trialToken(page).getByText('Not Connected')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText(SessionMessages.logoutText)).toBeVisible();
    await page.getByRole('button', { name: SessionMessages.logoutConfirm }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('every screen of a user fits a 360 px phone without sideways scrolling; so do the token and its QR code', async ({
    page,
    user,
  }) => {
    test.slow();
    await signUpAndLogIn(page, user);
    await page.setViewportSize({ width: 360, height: 800 });
    for (const route of PHONE_ROUTES) {
      await page.goto(`/dashboard${route}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForTimeout(300);
      await expectNoSidewaysScroll(page, `/dashboard${route}`);
    }
    await page.goto('/dashboard');
    await expectAccessible(page, 'dashboard at 360 px: ');
    // The fixed top bar keeps every control on the narrowest phones, the account menu included.
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const topBar = page.getByRole('banner');
      await expectWithinScreenWidth(
        topBar.getByRole('button', { name: 'Toggle sidebar' }),
        topBar.getByRole('link', { name: 'Chatgate' }),
        topBar.getByRole('button', { name: /^Notifications/ }),
        topBar.getByRole('button', { name: 'Account menu' }),
      );
    }
    // Opened from the keyboard, the side bar takes focus and the page behind it is inert; Escape
    // closes it and gives focus back to its toggle.
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectWithinScreenWidth(page.getByRole('menuitem', { name: 'Profile' }));
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 360, height: 800 });
    // The token is a stacked block on a phone: its status, connection and buttons are on screen,
    // and so is its QR code once shown, without scrolling the table sideways.
    const token = trialToken(page);
    const getQr = token.getByRole('button', { name: 'Get QR Code' });
    const row = token.locator('tr[data-insid]');
    await expectRowFitsScreen(
      row,
      token.getByText('Not Connected'),
      getQr,
      token.getByRole('button', { name: 'Show API key' }),
    );
    // Its column headings are out of sight but still name each cell for screen readers.
    await expect(page.getByRole('columnheader', { name: 'Connection' })).toHaveCount(1);
    await getQr.click();
    await expect(token.getByText('Scan to connect Trial')).toBeVisible();
    await expectRowFitsScreen(
      row,
      token.getByRole('img', { name: /QR code for Trial/ }),
      token.getByLabel('QR payload'),
    );
  });

  test('a signed-out visit of /dashboard/profile shows Login Required', async ({ page }) => {
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('alertdialog', { name: SessionMessages.loginRequiredTitle })).toBeVisible();
    await expect(page.getByText(SessionMessages.loginRequiredText)).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
