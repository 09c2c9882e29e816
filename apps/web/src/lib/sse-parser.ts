/** One Server-Sent Events message: its event name ("message" unless named) and joined data lines. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
  /** Reconnection time the server asked for, in milliseconds. */
  retry?: number;
}

export interface SseParser {
  /** Feeds the next decoded chunk of the stream; complete messages go to the callback. */
  push(chunk: string): void;
}

/**
 * An incremental parser of the text/event-stream format (WHATWG HTML, "Server-sent events"):
 * lines end with CRLF, LF or CR; `:` lines are comments (heartbeats); a blank line dispatches
 * the message; messages without data are dropped. Chunks may split lines anywhere.
 */
export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let retry: number | undefined;

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), id, retry });
    event = '';
    data = [];
    retry = undefined;
  };

  const processLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        if (char === '\r' && i === buffer.length - 1) break;
        const line = buffer.slice(start, i);
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
        processLine(line);
      }
      buffer = buffer.slice(start);
    },
  };
}

/** Parses a whole stream text at once (the messages complete in it). */
export function parseSse(text: string): SseMessage[] {
  const messages: SseMessage[] = [];
  createSseParser((message) => messages.push(message)).push(text);
  return messages;
}
