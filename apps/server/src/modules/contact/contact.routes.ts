import { ContactRequestSchema, ContactResponseSchema } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { countedBy, type WithLimiter } from '../../http/rate-limit';
import { type ContactDeps, submitContact } from './contact.service';

/** The public contact form (spec 2.6): POST /api/v1/contact. */
export const contactRoutes: FastifyPluginAsyncZod<ContactDeps & WithLimiter> = async (app, deps) => {
  app.post(
    '/contact',
    {
      ...countedBy(deps.limiter, (request) => request.ip),
      schema: {
        operationId: 'sendContactMessage',
        security: [],
        tags: ['public'],
        summary: 'Send a message to the Chatgate team',
        body: ContactRequestSchema,
        response: { 201: ContactResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await submitContact(deps, request.body)),
  );
};
