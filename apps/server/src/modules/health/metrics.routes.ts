import { MetricsResponseSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagingEngine } from '../../engines/engine';
import { errorResponses } from '../../http/error-responses';

/** What an operator watches: sessions per state and memory, per process (Admin only). */
export const metricsRoutes: FastifyPluginAsyncZod<{ engine: MessagingEngine }> = async (app, { engine }) => {
  app.get(
    '/metrics',
    {
      onRequest: app.requireRole('Admin'),
      schema: {
        operationId: 'getMetrics',
        summary: "Get this process's sessions and memory (Admin)",
        tags: ['system'],
        response: { 200: MetricsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const sessions = engine.sessionCounts();
      const live = Object.entries(sessions)
        .filter(([state]) => state !== 'idle')
        .reduce((sum, [, n]) => sum + n, 0);
      const { rss, heapUsed } = process.memoryUsage();
      const webVersion = engine.webVersion?.();
      return {
        engine: engine.name,
        ...(webVersion && { whatsappWebVersion: webVersion }),
        sessions,
        memory: { rssBytes: rss, heapUsedBytes: heapUsed },
        rssPerSessionBytes: live > 0 ? Math.round(rss / live) : null,
      };
    },
  );
};
