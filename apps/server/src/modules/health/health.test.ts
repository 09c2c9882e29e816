import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentDatabase } from '../../../test/silent-database';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { registerErrorHandler } from '../../http/error-handler';
import { healthRoutes } from './health.routes';

let frozen: Awaited<ReturnType<typeof silentDatabase>>;
let handle: DatabaseHandle;
beforeAll(async () => {
  frozen = await silentDatabase();
  handle = connectDatabase(frozen.url, 2, { statementMs: 3_000, queryMs: 4_000 });
});
afterAll(async () => {
  await handle.close().catch(() => {});
  await frozen.close();
});

describe('GET /health', () => {
  it('answers 503 within 2 s when the database takes connections but answers nothing (frozen)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(healthRoutes, { prefix: '/api/v1', db: handle.db, timeoutMs: 1_000 });
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['retry-after']).toBe('5');
    expect(ms).toBeLessThan(2_000);
    await app.close();
  });
});
