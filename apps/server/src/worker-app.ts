import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { MessagingEngine } from './engines/engine';
import { registerErrorHandler } from './http/error-handler';
import { healthRoutes } from './modules/health/health.routes';
import { metricsRoutes } from './modules/health/metrics.routes';
import { wireEngineEvents } from './modules/instances/instance-events';
import type { LiveUpdates } from './modules/instances/live-updates';

/**
 * The HTTP side of a ROLE=worker process: only health and metrics (for probes and scrapers).
 * It still stores what its sessions report (statuses, incoming messages, connections).
 */
export async function buildWorkerApp(deps: {
  config: Config;
  db: Db;
  engine: MessagingEngine;
  live: LiveUpdates;
  logger: { level: string };
}): Promise<FastifyInstance> {
  const { config, db, engine, live } = deps;
  const app = Fastify({ logger: deps.logger });
  registerErrorHandler(app);
  await app.register(healthRoutes, { prefix: '/api/v1', db });
  await app.register(metricsRoutes, { prefix: '/api/v1', engine });
  const unwire = wireEngineEvents(engine, db, live, app.log, config.publicUrl);
  app.addHook('onClose', async () => unwire());
  return app;
}
