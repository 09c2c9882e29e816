import { SUPPORT_EMAIL } from '@chatgate/contracts';
import { nameContractSchemas } from '@chatgate/contracts/schema-names';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeApiKeyParameters } from './api-key-parameters';
import { describeBodyStyles } from './body-styles';
import { describeFormBodies } from './form-body';
import { transformComponents } from './openapi-components';
import { OPENAPI_SECTIONS } from './openapi-tags';
import { eventWebhooks } from './openapi-webhooks';
import { compressRepeatedText } from './repeated-text';
import { describeRequestRefusals } from './request-refusals';
import { describeResponses } from './response-descriptions';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, at /api/v1/openapi.json, with Scalar at
 * /api/v1/docs. Multipart routes name their form fields with `schema.form` (see form-body.ts);
 * registered after setUploadLimit, whose file size limit the file fields state.
 */
const API_DESCRIPTION = [
  'Send and receive WhatsApp messages from your code. Every call of the **Messaging API** takes a',
  'token’s API key, in the `key` header with the token id in the `insid` query parameter, or as',
  '`Authorization: Bearer <api key>`. Copy both from the dashboard.',
  '',
  'Sends are queued and answered `202 {id, status: "queued"}` once stored; follow a message with',
  '`GET /api/v1/messages/{id}`, the `message.status` webhook or `GET /api/v1/events`. Errors are',
  '`{message, code}` with a 4xx status that says what to change.',
  '',
  'The **Dashboard API** holds the calls behind the Chatgate web app, with its session token.',
].join('\n');

/**
 * A plugin's own root route (`/instance/webhook` registered as `/` under its prefix) answers with
 * and without the slash; the document names it as the docs do, without.
 */
function withoutTrailingSlash<S extends FastifySchema>(transform: SwaggerTransform<S>): SwaggerTransform<S> {
  return (input) => {
    const converted = transform(input);
    const url = converted.url ?? input.url;
    return url.length > 1 && url.endsWith('/') ? { ...converted, url: url.slice(0, -1) } : converted;
  };
}

/** `publicUrl`: where the API is reached, for the reference's samples and its "Test Request". */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  nameContractSchemas();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chatgate API',
        version: '1.0.0',
        description: API_DESCRIPTION,
        contact: { name: 'Chatgate support', email: SUPPORT_EMAIL },
      },
      servers: [{ url: publicUrl }],
      ...OPENAPI_SECTIONS,
      webhooks: eventWebhooks(),
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: 'Dashboard session token' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'key',
            description: 'A token’s API key, with the token id in the `insid` query parameter',
          },
          bearerApiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A token’s API key as `Authorization: Bearer <api key>` (no `insid` needed)',
          },
        },
      },
    },
    transformObject: transformComponents,
    transform: withoutTrailingSlash(
      describeResponses(
        describeApiKeyParameters(
          describeFormBodies(
            describeBodyStyles(describeRequestRefusals(jsonSchemaTransform)),
            app.uploadMaxMb,
          ),
        ),
      ),
    ),
  });
  // The document is the same for the life of the process: made once, and compressed once with the
  // reference's page and script.
  let documentText: string | undefined;
  await app.register(async (docs) => {
    docs.addHook('onSend', compressRepeatedText());
    docs.get('/api/v1/openapi.json', { schema: { hide: true } }, (_request, reply) => {
      documentText ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(documentText);
    });
    await docs.register(scalar, {
      routePrefix: '/api/v1/docs',
      // Scalar's default fonts come from its CDN; the page keeps to what this server serves.
      configuration: {
        url: '/api/v1/openapi.json',
        pageTitle: 'Chatgate API reference',
        favicon: '/favicon.svg',
        withDefaultFonts: false,
        authentication: { preferredSecurityScheme: 'apiKey' },
        // Scalar's hosted extras (AI agent, MCP, deploy and share tools) do nothing for our users.
        agent: { disabled: true },
        mcp: { disabled: true },
        showDeveloperTools: 'never',
        telemetry: false,
      },
    });
  });
}
