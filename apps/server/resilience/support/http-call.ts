import http from 'node:http';
import net from 'node:net';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as text, at most the first 64 KiB (a stream of server-sent events: empty). */
  body: string;
}

export interface HttpCall {
  method: string;
  /** Path and query, sent as they are. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sends the body in 64 KiB chunks with Transfer-Encoding: chunked, without Content-Length. */
  chunked?: boolean;
}

const MAX_BODY = 64 * 1024;

/**
 * One request through node:http (any method may carry a body; the path is not normalised),
 * answered with the status and body; rejects on a socket error or after `timeoutMs`.
 */
export function httpCall(base: string, call: HttpCall, timeoutMs = 30_000): Promise<HttpAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        // A connection per request: a reset then belongs to this request, not to an earlier one.
        agent: false,
        host: url.hostname,
        port: url.port,
        method: call.method,
        path: call.path,
        headers:
          call.body === undefined
            ? call.headers
            : { ...call.headers, 'content-length': Buffer.byteLength(call.body) },
        timeout: timeoutMs,
      },
      (res) => {
        const answer = { status: res.statusCode ?? 0, headers: res.headers };
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          res.destroy();
          resolve({ ...answer, body: '' });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_BODY) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({ ...answer, body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_BODY) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${call.method} ${call.path}: no answer in ${timeoutMs} ms`)),
    );
    req.on('error', reject);
    if (call.chunked && call.body !== undefined) {
      const bytes = Buffer.from(call.body);
      for (let at = 0; at < bytes.length; at += 65_536) req.write(bytes.subarray(at, at + 65_536));
      req.end();
    } else req.end(call.body);
  });
}

/**
 * httpCall for a request the server refuses before reading its body (413). The server answers and
 * closes the connection (Fastify does, rather than read what it refuses), so a client still
 * writing can meet the reset (EPIPE, ECONNRESET) before it has read the answer: the call is then
 * made again, up to `tries` times.
 */
export async function httpCallRefusedEarly(base: string, call: HttpCall, tries = 5): Promise<HttpAnswer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await httpCall(base, call);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= tries || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
    }
  }
}

/**
 * Sends `request` byte for byte on a new socket (for paths no client library would send) and
 * answers the status line's code and the rest of what the server sent before closing.
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  timeoutMs = 10_000,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('raw request: no answer')));
    let failure: Error | undefined;
    socket.on('data', (chunk) => chunks.push(chunk));
    // A server may answer and close before reading everything sent: what it answered still counts.
    socket.on('error', (error) => {
      failure = error;
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      if (!text && failure) reject(failure);
      else resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    // The request should say `Connection: close`: the server then closes the socket after answering.
    socket.write(request);
  });
}
