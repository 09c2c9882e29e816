import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serverOptions } from './server-options';

/** A server made as the product's are, logging at `level` into the lines it answers. */
async function loggingServer(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify(serverOptions({ level, stream }));
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.ready();
  return { app, lines };
}

describe('access log', () => {
  it('writes one line per request with method, URL, status, address and time', async () => {
    const { app, lines } = await loggingServer('info');
    await app.inject({ method: 'GET', url: '/hello?x=1' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    const requests = lines.filter((l) => l.msg !== 'Server listening');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ msg: 'request', method: 'GET', url: '/hello?x=1', statusCode: 200 });
    expect(requests[0]?.ip).toBe('127.0.0.1');
    expect(typeof requests[0]?.ms).toBe('number');
    expect(requests[0]?.reqId).toBeDefined();
    expect(requests[1]).toMatchObject({ url: '/missing', statusCode: 404 });
  });

  it('keeps the secrets of reset and newsletter links and API keys in the query out of the line', async () => {
    const { app, lines } = await loggingServer('info');
    const secret = 'Xk3_-secretTOKENvalue0123456789abcdefghijklm';
    await app.inject({ method: 'POST', url: `/api/v1/auth/reset-password/${secret}`, payload: {} });
    await app.inject({ method: 'GET', url: `/auth/reset-password?token=${secret}` });
    await app.inject({ method: 'GET', url: `/newsletter/unsubscribe?lang=en&token=${secret}` });
    // An API key put in the query by a client that got the `key` header wrong.
    await app.inject({ method: 'GET', url: `/api/v1/instance/state?key=${secret}&insid=abc` });
    await app.inject({ method: 'GET', url: `/api/v1/instance/state?insid=abc&API_KEY=${secret}` });
    await app.close();
    const urls = lines.filter((l) => l.msg === 'request').map((l) => l.url);
    expect(urls).toEqual([
      '/api/v1/auth/reset-password/[redacted]',
      '/auth/reset-password?token=[redacted]',
      '/newsletter/unsubscribe?lang=en&token=[redacted]',
      '/api/v1/instance/state?key=[redacted]&insid=abc',
      '/api/v1/instance/state?insid=abc&API_KEY=[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it('writes nothing per request above info', async () => {
    const { app, lines } = await loggingServer('warn');
    await app.inject({ method: 'GET', url: '/hello' });
    await app.close();
    expect(lines).toEqual([]);
  });
});
