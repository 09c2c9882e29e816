import { expect, type Page } from '@playwright/test';
import { signUpByApi, type TestUser } from './fixtures';

export interface LinkedToken {
  insid: string;
  key: string;
}

/** Signs the user up and links their trial token to a sandbox phone, all by API: its id and API key. */
export async function linkedTrialToken(page: Page, user: TestUser, phone: string): Promise<LinkedToken> {
  await signUpByApi(page, user);
  const login = await page.request.post('/api/v1/auth/login', {
    data: { username: user.username, password: user.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).Token}` };
  const post = async (path: string, data?: object) => {
    const response = await page.request.post(`/api/v1${path}`, { headers, data });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  const { uuid } = await post('/auth/fetchUser');
  const [{ insid }] = (await post('/dash/wa/fetchInstance', { uuid })).result;
  const { qr } = await post('/dash/wa/qr', { insid });
  await post('/sandbox/scan', { qr, phone });
  const { api_key: key } = await post('/dash/wa/showKey', { insid });
  return { insid, key };
}

/** Waits until the messaging API reports the message as read by its recipient. */
export async function expectRead(page: Page, token: LinkedToken, messageId: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await (
            await page.request.get(`/api/v1/messages/${messageId}`, { headers: { key: token.key } })
          ).json()
        ).status,
      { timeout: 20_000 },
    )
    .toBe('read');
}
