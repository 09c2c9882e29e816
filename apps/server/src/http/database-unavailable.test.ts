import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { Writable } from 'node:stream';
import { GenericMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/spawn-server';
import { connectDatabase } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { StepLoop } from '../jobs/step-loop';
import { registerErrorHandler } from './error-handler';
import { registerJsonParser } from './json-parser';
import { serverOptions } from './server-options';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also wrapped (drizzle) or aggregated (several addresses)', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
    for (const code of ['57P01', '57P03', '08006', '08001', '53300'])
      expect(isDatabaseUnavailable(withCode('server said no', code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves mistakes in queries and data alone', () => {
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    const duplicate = withCode('duplicate key value violates unique constraint', '23505');
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: duplicate }))).toBe(false);
    expect(isDatabaseUnavailable(withCode('deadlock detected', '40P01'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('a request while the database is unreachable', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('is answered 503 at once, in words, with Retry-After', async () => {
    // Nothing listens on the port: every connection is refused.
    const database = connectDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/none`, 2);
    registerErrorHandler(app);
    app.get('/read', async () => (await database.db.execute(sql`select 1`)).rows);
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/read' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: GenericMessages.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' });
    await database.close();
  });
});

describe('a background loop while the database is unreachable', () => {
  it('reports the outage once, not every step, and again after a step succeeded', async () => {
    const errors: unknown[] = [];
    let down = true;
    const loop = new StepLoop(
      async () => {
        if (down)
          throw new Error('Failed query', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') });
      },
      60_000,
      (error) => errors.push(error),
    );
    const step = async () => {
      loop.kick();
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    for (let i = 0; i < 5; i++) await step();
    expect(errors).toHaveLength(1);
    down = false;
    await step();
    down = true;
    await step();
    await step();
    expect(errors).toHaveLength(2);
    await loop.stop();
  });
});

describe('a client that hangs up before its body arrived', () => {
  it('is not taken for a database outage (both fail with ECONNRESET)', async () => {
    const lines: Array<{ msg?: string }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify(serverOptions({ level: 'info', stream }));
    registerJsonParser(app);
    registerErrorHandler(app);
    app.post('/login', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"a":',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await expect
        .poll(() => lines.map((l) => l.msg))
        .toContain('client went away before its request arrived');
      expect(lines.map((l) => l.msg)).not.toContain('database unavailable: answering 503');
    } finally {
      await app.close();
    }
  });
});
