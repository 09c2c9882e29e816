import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEventStream } from './event-stream';
import type { SseMessage } from './sse-parser';
import { onUnauthorized } from './unauthorized';

function streamResponse(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('runEventStream', () => {
  it('delivers messages, reconnects after the stream ends, and stops on 401', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(streamResponse([': hi\n\nevent: instance\nda', 'ta: {"n":1}\n\n']))
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'no' }), { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const unauthorized = vi.fn();
    const stop = onUnauthorized(unauthorized);
    const messages: SseMessage[] = [];
    const onOpen = vi.fn();

    await runEventStream(
      '/dash/wa/events',
      { onMessage: (m) => messages.push(m), onOpen },
      new AbortController().signal,
    );
    stop();

    expect(messages).toEqual([{ event: 'instance', data: '{"n":1}', id: undefined, retry: undefined }]);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/dash/wa/events');
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('stops without reconnecting once aborted', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    vi.stubGlobal('fetch', fetchMock);
    await runEventStream('/x', { onMessage: () => {} }, controller.signal);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
