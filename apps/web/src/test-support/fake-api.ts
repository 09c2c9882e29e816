import { vi } from 'vitest';
import { API_BASE } from '../lib/api-base';

/** Answers one API call: the JSON body to send back (status 200, or a fakeFailure), given the body the page sent. */
export type FakeAnswer = (body: unknown) => unknown;

/** An answer other than 200: the status and the JSON body ({ code, message } for an error). */
class FakeFailure {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** A FakeAnswer's result that answers `status` with `body` instead of a 200. */
export const fakeFailure = (status: number, body: unknown): unknown => new FakeFailure(status, body);

export interface FakeApi {
  /** How many times the page called `path` (e.g. '/dash/wa/fetchInstance', or 'PATCH /messages/1' for one method). */
  calls(path: string): number;
  /** Changes or adds an answer from now on. */
  answer(path: string, answer: FakeAnswer): void;
  /** Sends a Server-Sent Event down every open live token stream (/dash/wa/events). */
  sendEvent(event: string, data: unknown): void;
}

/** The live token events: silent until a test sends one. */
const EVENTS_PATH = '/dash/wa/events';

type StreamController = ReadableStreamDefaultController<Uint8Array>;

/** An open event stream, in `open` until the page drops the connection. */
function eventStream(open: Set<StreamController>, signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      open.add(controller);
      signal?.addEventListener(
        'abort',
        () => {
          open.delete(controller);
          controller.close();
        },
        { once: true },
      );
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/**
 * Replaces the browser's fetch, the API boundary, with answers per path (query string ignored),
 * or per 'METHOD path' where one path takes several methods:
 * the components under test run their real code down to the request. An unanswered path gets a
 * 404, so a test sees a call it did not expect. Undone by vi.unstubAllGlobals().
 */
export function fakeApi(answers: Record<string, FakeAnswer>): FakeApi {
  const routes = new Map(Object.entries(answers));
  const counts = new Map<string, number>();
  const streams = new Set<StreamController>();
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname.slice(API_BASE.length);
    const withMethod = `${init?.method ?? 'GET'} ${path}`;
    for (const key of [path, withMethod]) counts.set(key, (counts.get(key) ?? 0) + 1);
    if (path === EVENTS_PATH) return eventStream(streams, init?.signal);
    const answer = routes.get(withMethod) ?? routes.get(path);
    if (!answer) return Response.json({ message: `No fake answer for ${withMethod}` }, { status: 404 });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const result = answer(body);
    if (result instanceof FakeFailure) return Response.json(result.body, { status: result.status });
    return Response.json(result);
  });
  return {
    calls: (path) => counts.get(path) ?? 0,
    answer: (path, answer) => void routes.set(path, answer),
    sendEvent: (event, data) => {
      const bytes = new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      for (const stream of streams) stream.enqueue(bytes);
    },
  };
}
