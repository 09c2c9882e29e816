import { LoginMessages, SignupMessages } from '@chatgate/contracts';
import { expect, fillSignupForm, logInByForm, signUpByApi, test } from '../support/fixtures';

test.describe('sign up, sign in, sign out', () => {
  test('signup -> login page with the success message -> login -> dashboard -> reload -> logout', async ({
    page,
    user,
  }) => {
    await fillSignupForm(page, user);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/auth\?message=/);
    await expect(page.getByText(SignupMessages.createdRedirect)).toBeVisible();

    await logInByForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The trial was made at sign-up; the first visit still gets spec 8's welcome, once.
    const welcome = page.getByRole('alertdialog', { name: 'Welcome to Chatgate!' });
    await expect(welcome).toBeVisible();
    await welcome.getByRole('button', { name: "Let's go" }).click();
    await expect(page.getByText(`${user.firstName} ${user.lastName}`).first()).toBeVisible();

    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({
      loggedIn: 'true',
      user: `${user.firstName} ${user.lastName}`,
      email: user.email,
      uName: user.username,
      role: 'User',
    });
    expect(stored.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.uuid).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(user.username).first()).toBeVisible();
    await expect(page.getByRole('table').getByText('Trial', { exact: true })).toBeVisible();
    await expect(welcome).toHaveCount(0);

    // Back does not return to the login page: login replaced the history entry.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page.getByText('Are you sure?')).toBeVisible();
    await expect(page.getByText("You won't be able to revert this!")).toBeVisible();
    await page.getByRole('button', { name: 'Yes, logout!' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The server revoked the session: the old token no longer works.
    const res = await page.request.post('/api/v1/auth/fetchUser', {
      headers: { authorization: `Bearer ${stored.auth_token}` },
    });
    expect(res.status()).toBe(401);
  });

  test('a wrong password shows the error banner, which disappears after 5 seconds', async ({
    page,
    user,
  }) => {
    await signUpByApi(page, user);
    await logInByForm(page, user.username, 'Wrong!pass1');
    const banner = page.getByTestId('login-error');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(LoginMessages.invalidCredentials);
    await expect(banner).toBeHidden({ timeout: 7_000 });
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('login validation shows the first failure in order', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('login-error')).toContainText(LoginMessages.usernameRequired);
    // The banner goes after a few seconds; the invalid fields keep their reason for screen readers.
    await expect(page.getByLabel('Email or Username')).toHaveAccessibleDescription(
      LoginMessages.usernameRequired,
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      LoginMessages.passwordRequired,
    );
    await page.getByLabel('Email or Username').fill('someone');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('login-error')).toContainText(LoginMessages.passwordRequired);
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('login-error')).toContainText(LoginMessages.acceptTerms);
  });

  test('after repeated failures the browser solves the captcha and signs in', async ({ page, user }) => {
    await signUpByApi(page, user);
    for (let i = 0; i < 3; i++) {
      await logInByForm(page, user.username, 'Wrong!pass1');
      await expect(page.getByTestId('login-error')).toBeVisible();
    }
    await logInByForm(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  });

  test('the guard sends a signed-out visitor to /auth', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Login Required')).toBeVisible();
    await expect(page.getByText('You need to get logged in first! Please login to continue')).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
