import { execFileSync } from 'node:child_process';
import { expect, signUpByApi, test } from '../support/fixtures';

/**
 * The send-message sample a visitor copies from the home page runs as written once the
 * placeholders (host, token id, API key) are filled in, and the message is accepted and sent.
 */
test('the home page curl sample sends a message as written', async ({ page, user, baseURL }) => {
  await signUpByApi(page, user);
  const login = await page.request.post('/api/v1/auth/login', {
    data: { username: user.username, password: user.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).Token}` };
  const uuid = (await (await page.request.post('/api/v1/auth/fetchUser', { headers })).json()).uuid;
  const [token] = (
    await (await page.request.post('/api/v1/dash/wa/fetchInstance', { headers, data: { uuid } })).json()
  ).result;
  const key = (
    await (
      await page.request.post('/api/v1/dash/wa/showKey', { headers, data: { insid: token.insid } })
    ).json()
  ).api_key;
  const qr = (
    await (await page.request.post('/api/v1/dash/wa/qr', { headers, data: { insid: token.insid } })).json()
  ).qr;
  await page.request.post('/api/v1/sandbox/scan', { headers, data: { qr, phone: '919800006001' } });

  await page.goto('/');
  const sample = (
    await page.locator('figure', { hasText: 'send-message.sh' }).locator('code').innerText()
  ).trim();
  expect(sample).toContain('curl -X POST');
  const command = sample
    .replace('https://your-chatgate-host', baseURL as string)
    .replace('YOUR_TOKEN_ID', token.insid)
    .replace('YOUR_API_KEY', key);
  const answer = JSON.parse(execFileSync('bash', ['-c', `${command} --silent`], { encoding: 'utf8' }));
  expect(answer).toEqual({ id: expect.any(String), status: 'queued' });

  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/v1/messages/${answer.id}`, { headers: { key } })).json()).status,
    )
    .toBe('read');
});
