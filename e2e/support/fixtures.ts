import { test as base, expect, type Page } from '@playwright/test';

let counter = 0;

/** A new account's details, unique across runs. */
export function uniqueUser() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    firstName: 'Ada',
    lastName: `Tester${id}`,
    username: `ada_${id}`,
    email: `ada_${id}@example.com`,
    password: 'Str0ng!pass',
  };
}
export type TestUser = ReturnType<typeof uniqueUser>;

/**
 * Every test gets its own client address (the server trusts X-Forwarded-For in e2e), so the
 * per-IP sign-in throttle of one test never leaks into another.
 */
export const test = base.extend<{ user: TestUser }>({
  /**
   * page.goto also waits until the app has taken over the prerendered HTML (a click or hover
   * before that finds no handlers), on the app's pages that run JavaScript.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    // The pages' Content-Security-Policy must allow everything the app itself does: a refusal
    // the browser reports fails the test.
    const refusedByPolicy: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        refusedByPolicy.push(message.text());
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isPage = response?.headers()['content-type']?.includes('text/html') ?? false;
      // Pages under /api/ (the interactive API reference) are not the app's.
      const isAppPage = isPage && !new URL(page.url()).pathname.startsWith('/api/');
      if (javaScriptEnabled && isAppPage) {
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      }
      return response;
    };
    await use(page);
    expect(refusedByPolicy, 'refused by the Content-Security-Policy').toEqual([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': `198.51.100.${(testInfo.workerIndex * 50 + counter++) % 250}` });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  user: async ({}, use) => {
    await use(uniqueUser());
  },
});
export { expect };

export async function signUpByApi(page: Page, user: TestUser): Promise<void> {
  const res = await page.request.post('/api/v1/auth/signup', {
    data: {
      name: `${user.firstName} ${user.lastName}`,
      username: user.username,
      email: user.email,
      mobile: '',
      password: user.password,
    },
  });
  expect(res.status()).toBe(201);
}

/** Fills the signup form for `user` (with another password if given) and ticks the terms box. */
export async function fillSignupForm(page: Page, user: TestUser, password = user.password): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox', { name: /terms/i }).check();
}

export async function logInByForm(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email or Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Sign In' }).click();
}
