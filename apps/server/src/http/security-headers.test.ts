import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpAndLogin, type TestContext } from '../../test/harness';
import { listenLocally } from '../../test/listen-locally';

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://chatgate.example' });
  base = `http://127.0.0.1:${await listenLocally(ctx.app.server)}`;
});
afterAll(() => ctx.close());

const hstsMaxAge = (res: Response) =>
  Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1]);
const HALF_A_YEAR_S = 180 * 86_400;

describe('Strict-Transport-Security behind an https PUBLIC_URL', () => {
  it('is on every answer, for at least 180 days: success, refusals, errors and the event stream', async () => {
    const answers = {
      health: await fetch(`${base}/api/v1/health`),
      'unknown route': await fetch(`${base}/api/v1/does-not-exist`),
      'no API key': await fetch(`${base}/api/v1/send/text`, { method: 'POST' }),
      'NUL in the query': await fetch(`${base}/api/v1/health?q=%00`),
      'unreadable JSON': await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    };
    expect(Object.values(answers).map((res) => res.status)).toEqual([200, 404, 401, 400, 400]);
    for (const [name, res] of Object.entries(answers))
      expect([name, hstsMaxAge(res) >= HALF_A_YEAR_S]).toEqual([name, true]);

    const { token } = await signUpAndLogin(ctx.app, 1);
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/v1/dash/wa/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    controller.abort();
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(hstsMaxAge(stream)).toBeGreaterThanOrEqual(HALF_A_YEAR_S);
  });
});
