import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authGuard } from './http/auth-guard';
import { registerErrorHandler } from './http/error-handler';
import { serverOptions } from './http/server-options';
import { wireEngineEvents } from './jobs/session-host/engine-events';
import { resolveSession } from './modules/auth/sessions.service';
import { healthRoutes } from './modules/health/health.routes';
import { metricsRoutes } from './modules/health/metrics.routes';
import type { Runtime } from './runtime';

/**
 * The HTTP side of a ROLE=worker process: only health and metrics (for probes and scrapers).
 * It still stores what its sessions report (statuses, incoming messages, connections).
 */
export async function buildWorkerApp(runtime: Runtime, logger: { level: string }): Promise<FastifyInstance> {
  const { config, db, engine } = runtime;
  const app = Fastify(serverOptions(logger));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Metrics are for staff: the same sign-in as on the API processes.
  await app.register(authGuard, { resolveSession: (token) => resolveSession(db, token) });
  await app.register(healthRoutes, { prefix: '/api/v1', db, timeoutMs: config.HEALTH_TIMEOUT_MS });
  await app.register(metricsRoutes, { prefix: '/api/v1', engine });
  const unwire = wireEngineEvents(runtime, app.log, config.publicUrl);
  app.addHook('onClose', async () => unwire());
  return app;
}
