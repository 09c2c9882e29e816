import { expect } from 'vitest';
import type { linkedToken } from './linked-token';

type Token = Awaited<ReturnType<typeof linkedToken>>;

/** The account's Sandbox Phone `phone` (opened if new) calls the token's phone; the call as that phone shows it. */
export async function phoneCalls(t: Token, phone: string, video = false) {
  await t.dash.post('/sandbox/phones', { phone });
  const res = await t.dash.post(`/sandbox/phones/${phone}/calls`, { to: t.phone, video });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; from: string; to: string; video: boolean; state: string };
}
