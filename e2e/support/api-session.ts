import { expect, type Page } from '@playwright/test';
import type { TestUser } from './fixtures';

/** Signs the user in by API: a POST helper that carries their session (for arranging state fast). */
export async function apiSession(page: Page, user: TestUser) {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { username: user.username, password: user.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).Token}` };
  return async (path: string, data?: object) => {
    const response = await page.request.post(`/api/v1${path}`, { headers, data });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
}

/** POSTs a multipart form under /api/v1 as this user (arranging state fast); the JSON answer. */
export async function postForm(page: Page, user: TestUser, path: string, multipart: Record<string, unknown>) {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { username: user.username, password: user.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).Token}` };
  const res = await page.request.post(`/api/v1${path}`, { headers, multipart: multipart as never });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}
