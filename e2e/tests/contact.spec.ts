import { ContactMessages, SUPPORT_EMAIL } from '@chatgate/contracts';
import { startSmtpCapture } from '../../apps/server/test/smtp-capture';
import { expectAccessible } from '../support/accessibility';
import { sqlOnServer } from '../support/database';
import { expect, test } from '../support/fixtures';
import { E2E_SMTP_PORT } from '../support/ports';
import { expectNoSidewaysScroll } from '../support/screen-width';

/** Where contact messages go in the e2e server (CONTACT_EMAIL and SUPPORT_EMAIL unset). */
const STAFF = SUPPORT_EMAIL;

let mailbox: Awaited<ReturnType<typeof startSmtpCapture>>;
test.beforeAll(async () => {
  mailbox = await startSmtpCapture(E2E_SMTP_PORT);
});
test.afterAll(() => mailbox.close());

async function mailAbout(to: string, subjectPart: string) {
  await expect
    .poll(() => mailbox.received.some((m) => m.to.includes(to) && m.subject.includes(subjectPart)), {
      timeout: 30_000,
    })
    .toBe(true);
  return mailbox.received.find((m) => m.to.includes(to) && m.subject.includes(subjectPart));
}

test('the contact form shows the spec messages for missing and malformed fields', async ({ page }) => {
  await page.goto('/contactus');
  await expect(page).toHaveTitle('Contact Us | Chatgate');
  const form = page.getByRole('form', { name: 'Contact form' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    ContactMessages.nameRequired,
    ContactMessages.emailRequired,
    ContactMessages.subjectRequired,
    ContactMessages.messageRequired,
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(ContactMessages.emailInvalid)).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', '6');
  await expect(form.getByLabel('Inquiry Type')).toHaveValue('general');
  await expect(form.getByLabel('Inquiry Type').locator('option')).toHaveText([
    'General Inquiry',
    'Sales',
    'Technical Support',
    'Partnership',
    'Billing',
  ]);
});

test('a sent message is stored, mailed to the staff and acknowledged to the sender', async ({ page }) => {
  const id = Date.now().toString(36);
  const email = `visitor_${id}@example.com`;
  const subject = `Need 12 numbers ${id}`;
  await page.goto('/contactus');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Priya Nair');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Company (optional)').fill('Nair Exports');
  await form.getByLabel('Inquiry Type').selectOption('partnership');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('We would like to resell Chatgate to our customers.');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText(ContactMessages.sent)).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel('Full Name')).toHaveValue('');

  const { rows } = await sqlOnServer(
    'select name, company, inquiry_type, message from contact_messages where email = $1',
    [email],
  );
  expect(rows).toEqual([
    {
      name: 'Priya Nair',
      company: 'Nair Exports',
      inquiry_type: 'partnership',
      message: 'We would like to resell Chatgate to our customers.',
    },
  ]);

  const staff = await mailAbout(STAFF, subject);
  expect(staff?.subject).toBe(`[Contact: Partnership] ${subject}`);
  expect(staff?.text).toContain(`From: Priya Nair <${email}>`);
  expect(staff?.replyTo).toBe(email);
  const ack = await mailAbout(email, 'We received your message');
  expect(ack?.text).toContain(subject);
});

test('a workspace plan’s button carries the plan into the form: subject named, inquiry Sales', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const email = `planner_${id}@example.com`;
  await page.goto('/gautomation');
  await page.getByTestId('plan-Standard').getByRole('link', { name: 'Get Standard' }).click();
  await expect(page).toHaveURL(/\/contactus\?plan=standard$/);
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByLabel('Subject')).toHaveValue('Workspace Automation: Standard plan');
  await expect(form.getByLabel('Inquiry Type')).toHaveValue('sales');
  await page.screenshot({ path: 'test-results/screenshots/contact-plan-prefilled.png' });

  // The server checks the prefilled form as any other.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(ContactMessages.nameRequired)).toBeVisible();
  await form.getByLabel('Full Name').fill('Ravi Menon');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Message').fill('We would like the Standard plan for our office.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(ContactMessages.sent)).toBeVisible({ timeout: 30_000 });
  const { rows } = await sqlOnServer('select subject, inquiry_type from contact_messages where email = $1', [
    email,
  ]);
  expect(rows).toEqual([{ subject: 'Workspace Automation: Standard plan', inquiry_type: 'sales' }]);

  for (const [plan, button] of [
    ['Starter', 'Get Starter'],
    ['Advanced', 'Get Advanced'],
    ['Pro', 'Contact Sales'],
  ] as const) {
    await page.goto('/gautomation');
    await page.getByTestId(`plan-${plan}`).getByRole('link', { name: button }).click();
    await expect(page).toHaveURL(`/contactus?plan=${plan.toLowerCase()}`);
    await expect(form.getByLabel('Subject')).toHaveValue(`Workspace Automation: ${plan} plan`);
    await expect(form.getByLabel('Inquiry Type')).toHaveValue('sales');
  }
  await page.goto('/contactus?plan=platinum');
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByLabel('Inquiry Type')).toHaveValue('general');
});

test('/contactus shows the contact details, hours, quick links and FAQ, and passes axe', async ({
  page,
}, testInfo) => {
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@chatgate.local' })).toBeVisible();
  await expect(page.getByText('Mumbai, Maharashtra 400069')).toBeVisible();
  await expect(page.getByText('9:00 AM-6:00 PM')).toBeVisible();
  await expect(page.getByText('10:00 AM-4:00 PM')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/blogs');
  await expect(main.getByRole('link', { name: 'API Documentation' })).toHaveAttribute(
    'href',
    '/dashboard/apiDocs',
  );
  await expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/auth/signup');
  await expect(main.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
  await page.getByText('Is there a free trial available?').click();
  await expect(page.getByText('7-day free trial')).toBeVisible();
  // index.html carries the site-wide description too; the page adds its own.
  await expect(page.locator('meta[name="description"][content^="Contact the Chatgate team"]')).toHaveCount(1);

  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, '/contactus');
    await page.screenshot({ path: testInfo.outputPath(`contactus-${width}.png`), fullPage: true });
    await expectAccessible(page, `/contactus at ${width}px: `);
  }
});
