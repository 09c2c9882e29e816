import { EngineCapabilitiesSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { capabilitiesOf } from '../../engines/capabilities';
import type { MessagingEngine } from '../../engines/engine';
import { tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';

/** GET /instance/capabilities: which optional operations the token's engine performs. */
export const capabilitiesRoutes: FastifyPluginAsyncZod<{ engine: MessagingEngine } & WithLimiter> = async (
  app,
  { engine, limiter },
) => {
  guardEveryRoute(app, app.requireApiKey);
  app.get(
    '/instance/capabilities',
    {
      ...countedBy(limiter, tokenKey),
      schema: {
        tags: ['instance'],
        operationId: 'getCapabilities',
        summary: 'List what the engine can do',
        description:
          'Which optional operations the token’s engine performs. Calling one it does not answers 501 with the code NOT_SUPPORTED_BY_ENGINE.',
        response: { 200: EngineCapabilitiesSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async () => capabilitiesOf(engine),
  );
};
