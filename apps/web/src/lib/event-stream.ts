import { API_BASE } from './api-base';
import { reconnectDelay } from './reconnect-delay';
import { createSseParser, type SseMessage } from './sse-parser';
import { getAuthToken } from './storage';
import { handleUnauthorized } from './unauthorized';

/** The server sends heartbeats well within this; a connection silent this long is dead. */
export const STREAM_IDLE_TIMEOUT_MS = 60_000;

export interface EventStreamHandlers {
  onMessage(message: SseMessage): void;
  /** Each (re)connection: the moment to refetch whatever may have been missed meanwhile. */
  onOpen?(): void;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** One connection, read to its end. EventSource cannot send a bearer header, so this uses fetch(). */
async function readOnce(path: string, handlers: EventStreamHandlers, signal: AbortSignal) {
  const connection = new AbortController();
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort, { once: true });
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const resetIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(abort, STREAM_IDLE_TIMEOUT_MS);
  };
  try {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = getAuthToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    resetIdle();
    const response = await fetch(`${API_BASE}${path}`, {
      headers,
      cache: 'no-store',
      signal: connection.signal,
    });
    if (response.status === 401) return 'unauthorized' as const;
    if (!response.ok || !response.body) throw new Error(`Event stream answered ${response.status}`);
    handlers.onOpen?.();
    const parser = createSseParser(handlers.onMessage);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'closed' as const;
      resetIdle();
      parser.push(value);
    }
  } finally {
    clearTimeout(idleTimer);
    signal.removeEventListener('abort', abort);
    connection.abort();
  }
}

/**
 * Reads a Server-Sent Events stream of the dashboard API until `signal` aborts: reconnects
 * with backoff after a drop (the delay starts over once a connection opened), and on 401
 * follows the API client's rule (tokens cleared, back to /auth) and stops.
 */
export async function runEventStream(
  path: string,
  handlers: EventStreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    let opened = false;
    const tracked: EventStreamHandlers = {
      onMessage: handlers.onMessage,
      onOpen: () => {
        opened = true;
        handlers.onOpen?.();
      },
    };
    try {
      if ((await readOnce(path, tracked, signal)) === 'unauthorized') {
        if (!signal.aborted) handleUnauthorized();
        return;
      }
    } catch {
      // A dropped or refused connection: try again below.
    }
    if (signal.aborted) return;
    if (opened) attempt = 0;
    await sleep(reconnectDelay(attempt++), signal);
  }
}
