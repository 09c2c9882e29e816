import { describe, expect, it } from 'vitest';
import { createSseParser, parseSse, type SseMessage } from './sse-parser';

describe('parseSse', () => {
  it('reads named events and skips heartbeat comments', () => {
    const text = ': heartbeat\n\nevent: instance\ndata: {"insid":"a"}\n\n: ping\n\n';
    expect(parseSse(text)).toEqual([
      { event: 'instance', data: '{"insid":"a"}', id: undefined, retry: undefined },
    ]);
  });

  it('names unnamed events "message" and joins data lines with newlines', () => {
    expect(parseSse('data: one\ndata:two\ndata\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo\n', id: undefined, retry: undefined },
    ]);
  });

  it('accepts CRLF and CR line endings', () => {
    const messages = parseSse('event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\rdata: incomplete');
    expect(messages.map((m) => [m.event, m.data])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('keeps the last id and reads retry', () => {
    const [first, second] = parseSse('id: 7\nretry: 1500\ndata: x\n\ndata: y\n\n');
    expect(first).toMatchObject({ id: '7', retry: 1500 });
    expect(second).toMatchObject({ id: '7', retry: undefined });
  });

  it('drops messages without data and a trailing incomplete message', () => {
    expect(parseSse('event: nothing\n\ndata: half')).toEqual([]);
  });

  it('removes only one leading space of a value', () => {
    expect(parseSse('data:  two spaces\n\n')[0]?.data).toBe(' two spaces');
  });
});

describe('createSseParser', () => {
  it('handles chunks that split lines, fields and CRLF pairs anywhere', () => {
    const text =
      'event: instance\r\ndata: {"a":1}\r\n\r\n:hb\r\n\r\nevent: instance\r\ndata: {"a":2}\r\n\r\n';
    for (let size = 1; size <= text.length; size++) {
      const received: SseMessage[] = [];
      const parser = createSseParser((m) => received.push(m));
      for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
      expect(received.map((m) => m.data)).toEqual(['{"a":1}', '{"a":2}']);
    }
  });

  it('does not dispatch a CR-terminated blank line twice when LF arrives later', () => {
    const received: SseMessage[] = [];
    const parser = createSseParser((m) => received.push(m));
    parser.push('data: a\r');
    parser.push('\n\r');
    parser.push('\ndata: b\n\n');
    expect(received.map((m) => m.data)).toEqual(['a', 'b']);
  });
});
