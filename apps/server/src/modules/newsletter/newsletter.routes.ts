import {
  NewsletterResponseSchema,
  NewsletterSubscribeRequestSchema,
  NewsletterTokenRequestSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { countedBy, type WithLimiter } from '../../http/rate-limit';
import { confirm, type NewsletterDeps, subscribe, unsubscribe } from './newsletter.service';

const errors = errorResponses(400, 429);

/** Newsletter double opt-in, under /api/v1/newsletter. Public: the e-mailed tokens are the proof. */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterDeps & WithLimiter> = async (app, deps) => {
  app.post(
    '/subscribe',
    {
      ...countedBy(deps.limiter, (request) => request.ip),
      schema: {
        operationId: 'subscribeNewsletter',
        security: [],
        tags: ['public'],
        summary: 'Ask for the newsletter (a confirmation mail follows)',
        body: NewsletterSubscribeRequestSchema,
        response: { 200: NewsletterResponseSchema, ...errors },
      },
    },
    async (request) => subscribe(deps, request.body),
  );

  app.post(
    '/confirm',
    {
      schema: {
        operationId: 'confirmNewsletter',
        security: [],
        tags: ['public'],
        summary: 'Confirm a subscription with the e-mailed token',
        body: NewsletterTokenRequestSchema,
        response: { 200: NewsletterResponseSchema, ...errors },
      },
    },
    async (request) => confirm(deps, request.body.token),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribeNewsletter',
        security: [],
        tags: ['public'],
        summary: 'Leave the newsletter with the token of its unsubscribe link',
        body: NewsletterTokenRequestSchema,
        response: { 200: NewsletterResponseSchema, ...errors },
      },
    },
    async (request) => unsubscribe(deps, request.body.token),
  );
};
