import fastifySwagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeFormBodies } from './form-body';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, at /api/v1/openapi.json, with Scalar at
 * /api/v1/docs. Multipart routes name their form fields with `schema.form` (see form-body.ts);
 * registered after registerMultipart, whose file size limit the file fields state.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chatgate API',
        version: '1.0.0',
        description: 'Messaging API and dashboard API of Chatgate.',
      },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: 'Dashboard session token' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'key',
            description:
              'A token’s API key (or Authorization: Bearer <api key>), with the token id in the insid query parameter',
          },
        },
      },
    },
    transform: describeFormBodies(jsonSchemaTransform, app.uploadMaxMb),
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(scalar, { routePrefix: '/api/v1/docs', configuration: { url: '/api/v1/openapi.json' } });
}
