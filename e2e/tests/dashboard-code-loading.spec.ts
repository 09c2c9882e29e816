import type { Request } from '@playwright/test';
import { signUpAndLogIn } from '../support/dashboard';
import { expect, test } from '../support/fixtures';

/** The chunk of `name` (e.g. `tokens-page`) as the build names it: `/assets/<name>-<hash>.js`. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

test('opening a dashboard address asks for the guard, the layout and the page code side by side', async ({
  page,
  user,
}) => {
  await signUpAndLogIn(page, user);
  // Each visit downloads the code again, as a first visit would.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });

  for (const [address, pageChunk, heading] of [
    ['/dashboard', 'tokens-page', 'Dashboard'],
    ['/dashboard/webhooks', 'webhooks-page', 'Webhooks'],
  ] as const) {
    const asked = new Map<string, number>();
    const finished = new Map<string, number>();
    const name = (request: Request) =>
      ['guard', 'dashboard-layout', pageChunk].find((n) => chunk(n).test(request.url()));
    page.on('request', (request) => {
      const n = name(request);
      if (n) asked.set(n, performance.now());
    });
    page.on('requestfinished', (request) => {
      const n = name(request);
      if (n) finished.set(n, performance.now());
    });
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');

    // Loaded level by level, the page's code would be asked for only once the layout's had
    // arrived and run, and the layout's once the guard's had.
    const layoutArrived = finished.get('dashboard-layout') ?? 0;
    const guardArrived = finished.get('guard') ?? 0;
    expect(asked.get(pageChunk), `${address}: page code asked for`).toBeLessThan(layoutArrived);
    expect(asked.get('dashboard-layout'), `${address}: layout code asked for`).toBeLessThan(guardArrived);
  }
});
