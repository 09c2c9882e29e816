import { REQUEST_TIMEOUT_MS } from '@chatgate/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, apiRequest, toApiError } from './api-client';
import { ApiError } from './api-error';
import { onUnauthorized } from './unauthorized';

function respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('posts JSON to /api/v1 and returns the parsed body', async () => {
    const fetchMock = respond(200, { available: true, message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest('/auth/chkemail', { method: 'POST', body: { email: 'a@b.co' } }),
    ).resolves.toEqual({
      available: true,
      message: 'ok',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/chkemail');
    expect(init.body).toBe('{"email":"a@b.co"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends a given bearer token', async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/auth/fetchUser', { method: 'POST', token: 'abc' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it("throws ApiError with the server's message, code and Retry-After", async () => {
    vi.stubGlobal(
      'fetch',
      respond(429, { message: 'Slow down', code: 'RATE_LIMITED' }, { 'Retry-After': '30' }),
    );
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down',
      retryAfterSeconds: 30,
    });
  });

  it('ends the session on a 401 from a dashboard call, not from an auth endpoint', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal('fetch', respond(401, { message: 'Invalid username or password', code: 'UNAUTHORIZED' }));
    await apiRequest('/auth/login', { method: 'POST', body: {} }).catch(() => {});
    await apiRequest('/auth/reset-password/tok', { method: 'POST', body: {} }).catch(() => {});
    expect(listener).not.toHaveBeenCalled();
    await apiRequest('/dash/wa/fetchInstance', { method: 'POST', body: {} }).catch(() => {});
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('times out after REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      ),
    );
    const pending = apiRequest('/auth/captcha').catch((e) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });
});

describe('multipart and downloads', () => {
  it('sends a FormData body as it is, leaving the Content-Type to the browser', async () => {
    const fetchMock = respond(201, { message: 'ok' });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('subject', 'Hi');
    await apiRequest('/dash/tickets/create', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it("downloads a file's bytes with its Content-Disposition, or throws the server's error", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('hello', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="a.txt"' },
          }),
      ),
    );
    const file = await apiDownload('/dash/tickets/files/x.txt');
    expect(await file.blob.text()).toBe('hello');
    expect(file.disposition).toBe('attachment; filename="a.txt"');

    vi.stubGlobal('fetch', respond(404, { message: 'The file was not found.', code: 'NOT_FOUND' }));
    await expect(apiDownload('/dash/tickets/files/y.txt')).rejects.toMatchObject({
      status: 404,
      message: 'The file was not found.',
    });
  });
});

describe('toApiError', () => {
  it('derives a code from the status when the body has none', () => {
    expect(toApiError(404, undefined)).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(toApiError(503, 'oops')).toMatchObject({ code: 'INTERNAL' });
  });
});
