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
import { API_DOCUMENTS, apiDocumentOf, type WholeDocument } from './openapi-documents';
import { openApiSections } from './openapi-tags';
import { eventWebhooks } from './openapi-webhooks';
import { compressRepeatedText } from './repeated-text';
import { describeRequestRefusals } from './request-refusals';
import { describeResponses } from './response-descriptions';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas: one whole document, served as the
 * references of API_DOCUMENTS (the Messaging API at /api/v1/openapi.json), with Scalar at
 * /api/v1/docs. Multipart routes name their form fields with `schema.form` (see form-body.ts);
 * registered after setUploadLimit, whose file size limit the file fields state.
 */
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
        contact: { name: 'Chatgate support', email: SUPPORT_EMAIL },
      },
      servers: [{ url: publicUrl }],
      ...openApiSections(),
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
  // The documents are the same for the life of the process: each made once, and compressed once
  // with the reference's page and script.
  const documentTexts = new Map<string, string>();
  const textOf = (spec: (typeof API_DOCUMENTS)[number]) => {
    let text = documentTexts.get(spec.slug);
    if (text === undefined) {
      text = JSON.stringify(apiDocumentOf(app.swagger() as unknown as WholeDocument, spec));
      documentTexts.set(spec.slug, text);
    }
    return text;
  };
  await app.register(async (docs) => {
    docs.addHook('onSend', compressRepeatedText());
    for (const spec of API_DOCUMENTS)
      docs.get(spec.url, { schema: { hide: true } }, (_request, reply) =>
        reply.type('application/json; charset=utf-8').send(textOf(spec)),
      );
    await docs.register(scalar, {
      routePrefix: '/api/v1/docs',
      // Scalar's default fonts come from its CDN; the page keeps to what this server serves.
      configuration: {
        // `url` too, so the plugin serves no whole document of its own beside ours.
        url: API_DOCUMENTS[0].url,
        sources: API_DOCUMENTS.map((spec, n) => ({
          title: spec.group,
          slug: spec.slug,
          url: spec.url,
          default: n === 0,
        })),
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
