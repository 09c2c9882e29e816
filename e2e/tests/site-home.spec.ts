import { expect, test } from '../support/fixtures';

/** The home page's sections (spec 2.3). */

test('the sections carry the spec anchor ids', async ({ page }) => {
  await page.goto('/');
  for (const id of ['features', 'integration', 'gettinStarted', 'pricing', 'faq', 'dos', 'contact']) {
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle('Chatgate | WhatsApp API for developers');
  await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /WhatsApp/);
});

test('pricing starts on annual billing and switches to monthly', async ({ page }) => {
  await page.goto('/#pricing');
  const plan = page.getByTestId('developer-plan');
  const annual = page.getByRole('button', { name: 'Annual' });
  const monthly = page.getByRole('button', { name: 'Monthly' });
  await expect(annual).toHaveAttribute('aria-pressed', 'true');
  await expect(plan.getByTestId('plan-price')).toHaveText('₹2,100');
  await expect(plan.getByTestId('plan-billing')).toHaveText('Billed ₹25,200 per year (365 days)');
  await expect(plan.getByText('Save 16%')).toBeVisible();
  await expect(plan.getByText('Save ₹400/month')).toBeVisible();
  await expect(plan.getByTestId('plan-savings')).toHaveText('You save ₹4,800 a year');

  await monthly.click();
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(plan.getByTestId('plan-price')).toHaveText('₹2,500');
  await expect(plan.getByText('Save 16%')).toHaveCount(0);
  await expect(plan.getByTestId('plan-savings')).toHaveCount(0);
  await annual.click();
  await expect(plan.getByTestId('plan-price')).toHaveText('₹2,100');
  // Spec 9 mentions a Sandbox plan: the virtual phones every usable token comes with.
  await expect(page.getByTestId('sandbox-plan')).toContainText('Sandbox: the trial and every paid token');
});

test('the FAQ opens one answer at a time, the first initially', async ({ page }) => {
  await page.goto('/#faq');
  const faq = page.locator('section#faq');
  const questions = faq.locator('button[aria-expanded]');
  await expect(questions).toHaveCount(10);
  const expanded = () => faq.locator('button[aria-expanded="true"]');

  await expect(expanded()).toHaveCount(1);
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  const firstPanel = await questions.nth(0).getAttribute('aria-controls');
  await expect(page.locator(`[id="${firstPanel}"]`)).toBeVisible();

  await questions.nth(3).click();
  await expect(expanded()).toHaveCount(1);
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${firstPanel}"]`)).toBeHidden();

  await questions.nth(3).click();
  await expect(expanded()).toHaveCount(0);

  await expect(faq.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
  await expect(faq.getByRole('link', { name: 'Create Ticket' })).toHaveAttribute(
    'href',
    '/dashboard/createTicket',
  );
});

test('best practices state the spec figures', async ({ page }) => {
  await page.goto('/#dos');
  const dos = page.locator('section#dos');
  await expect(dos).toContainText('at most 4 messages per contact per hour');
  await expect(dos).toContainText('at least 1 hour');
  await expect(dos).toContainText('30 to 60 seconds');
  await expect(dos).toContainText('5 to 10 spam reports');
});
