import { expect, test } from '../support/fixtures';

/**
 * A refusal the page's code catches (as zod's probe for eval does) logs nothing to the console,
 * but the browser still reports it: Lighthouse counts it against best practices.
 */
test('the public pages do nothing their Content-Security-Policy refuses, even caught', async ({ page }) => {
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { refusedByPolicy: refused });
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  for (const path of ['/', '/blogs', '/contactus', '/auth/signup']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const refused = await page.evaluate(
      () => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy,
    );
    expect(refused, path).toEqual([]);
  }
});
