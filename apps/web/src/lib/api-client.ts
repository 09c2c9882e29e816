import { ERROR_CODES, type ErrorCode, GenericMessages, REQUEST_TIMEOUT_MS } from '@chatgate/contracts';
import { API_BASE } from './api-base';
import { ApiError } from './api-error';
import { getAuthToken } from './storage';
import { handleUnauthorized } from './unauthorized';

/** Auth endpoints answer 401 as an ordinary failure, so a 401 there must not end the session. */
const AUTH_FAILURE_PATHS = [
  '/auth/login',
  '/auth/signup',
  '/auth/rePass',
  '/auth/reset-password',
  '/auth/resendOtp',
];

export const NetworkMessages = {
  offline: 'Unable to reach the server. Please check your connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
  invalidResponse: 'The server sent an unexpected response. Please try again.',
} as const;

export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Bearer token to send instead of the stored auth_token. */
  token?: string;
  /** Validates the response body (a contracts schema). */
  schema?: Parser<T>;
  /** Leave the session alone on 401 (the caller treats it as an ordinary failure). */
  ignoreUnauthorized?: boolean;
  signal?: AbortSignal;
}

function isAuthFailurePath(path: string): boolean {
  return AUTH_FAILURE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** Turns a non-2xx answer into an ApiError carrying the server's {message, code}. */
export function toApiError(status: number, body: unknown, retryAfterSeconds?: number): ApiError {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message =
    typeof record.message === 'string' && record.message.trim() ? record.message : GenericMessages.internal;
  const code = ERROR_CODES.find((known) => known === record.code) ?? codeForStatus(status);
  return new ApiError(status, code, message, retryAfterSeconds);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return { message: undefined };
    throw new ApiError(response.status, 'INVALID_RESPONSE', NetworkMessages.invalidResponse);
  }
}

async function send(path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(`${API_BASE}${path}`, { ...init, signal: controller.signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (controller.signal.aborted) throw new ApiError(0, 'TIMEOUT', NetworkMessages.timeout);
    throw new ApiError(0, 'NETWORK', NetworkMessages.offline);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** A multipart form: sent as it is, with the browser's own Content-Type (and boundary). */
const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

/** One call to the dashboard API (a JSON body, or a FormData as multipart); resolves with the response body, throws ApiError otherwise. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.token ?? getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const { body: payload } = options;
  if (payload !== undefined && !isFormData(payload)) headers['Content-Type'] = 'application/json';

  const response = await send(
    path,
    {
      method: options.method ?? 'GET',
      headers,
      body: payload === undefined ? undefined : isFormData(payload) ? payload : JSON.stringify(payload),
    },
    options.signal,
  );
  if (!response.ok) await failWith(path, response, options.ignoreUnauthorized);
  const body = await readBody(response);
  if (!options.schema) return body as T;
  try {
    return options.schema.parse(body);
  } catch {
    throw new ApiError(response.status, 'INVALID_RESPONSE', NetworkMessages.invalidResponse);
  }
}

/** Throws the ApiError of a non-2xx answer; a 401 outside the auth calls ends the session first. */
async function failWith(path: string, response: Response, ignoreUnauthorized?: boolean): Promise<never> {
  const body = await readBody(response);
  if (response.status === 401 && !ignoreUnauthorized && !isAuthFailurePath(path)) handleUnauthorized();
  throw toApiError(response.status, body, retryAfter(response));
}

/** A file from the dashboard API (it needs the bearer token, so no plain link): its bytes and Content-Disposition. */
export async function apiDownload(
  path: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; disposition: string | null }> {
  const token = getAuthToken();
  const response = await send(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} }, signal);
  if (!response.ok) await failWith(path, response);
  return { blob: await response.blob(), disposition: response.headers.get('Content-Disposition') };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
