/** How one HTTP call went: its status (null when no answer came), how long it took, and the answer. */
export interface TimedCall {
  status: number | null;
  ms: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
  /** Why no answer came: the connection failed or `timeoutMs` passed. */
  error: string | null;
}

/** One JSON call that never throws: a refused connection or a call over `timeoutMs` is reported as such. */
export async function timedCall(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: object },
  timeoutMs = 30_000,
): Promise<TimedCall> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  try {
    const res = await fetch(url, {
      method: init.method ?? (init.body ? 'POST' : 'GET'),
      headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text };
    }
    return {
      status: res.status,
      ms: elapsed(),
      body,
      retryAfter: res.headers.get('retry-after'),
      error: null,
    };
  } catch (err) {
    const error =
      err instanceof Error && err.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(err);
    return { status: null, ms: elapsed(), body: {}, retryAfter: null, error };
  }
}

/** One line saying how a call went, for an assertion's message. */
export const brief = (c: TimedCall & { kind?: string }) =>
  `${c.kind ?? 'health'} ${c.status ?? c.error} in ${Math.round(c.ms)} ms: ${JSON.stringify(c.body)}`;
