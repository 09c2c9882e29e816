import { useEffect, useRef } from 'react';
import { type EventStreamHandlers, runEventStream } from './event-stream';

/** Keeps an event stream open while mounted and `path` is set; the latest handlers always apply. */
export function useEventStream(path: string | null, handlers: EventStreamHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    void runEventStream(
      path,
      {
        onMessage: (message) => latest.current.onMessage(message),
        onOpen: () => latest.current.onOpen?.(),
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [path]);
}
