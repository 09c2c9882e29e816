import {
  CheckNumberQuerySchema,
  CheckNumberRequestSchema,
  CheckNumberResponseSchema,
  checkedNumberField,
  MessagingMessages,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagingEngine } from '../../engines/engine';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { forbidden, invalidField } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { limitRoutes, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { checkNumber } from './check-number.service';

const responses = {
  200: CheckNumberResponseSchema,
  ...errorResponses(400, 401, 402, 403, 409, 429),
};

/** The number of a call that gives it in the query string. */
function queryNumber(query: { number?: string }): string {
  const parsed = checkedNumberField.safeParse(query.number ?? '');
  if (!parsed.success) throw invalidField(parsed.error.issues[0]?.message ?? MessagingMessages.numberDigits);
  return parsed.data;
}

/** Whether a number is on WhatsApp: the public call (spec 7.3) and the dashboard's (spec 7.2). */
export const checkRoutes: FastifyPluginAsyncZod<{ engine: MessagingEngine } & WithLimiter> = async (
  app,
  { engine, limiter },
) => {
  guardEveryRoute(app, app.requireApiKey);
  app.addHook('preHandler', requireActiveToken);
  limitRoutes(app, limiter, tokenKey);

  const check = (token: ApiToken, number: string) => checkNumber(engine, token, number);

  app.post(
    '/check/checknumberstatus',
    {
      schema: {
        operationId: 'checkNumber',
        summary: 'Check whether a number is on WhatsApp',
        tags: ['numbers'],
        description:
          'The number in the JSON body, or, with no body, in the query string as the dashboard call takes it.',
        body: CheckNumberRequestSchema.nullish(),
        querystring: CheckNumberQuerySchema,
        response: responses,
      },
    },
    async (request) => {
      const token = request.apiToken as ApiToken;
      const { body } = request;
      // The guard compares the query's insid with the key's token; the body may name one too.
      if (body?.insid && body.insid !== token.id) throw forbidden(MessagingMessages.wrongToken);
      return check(token, body ? body.number : queryNumber(request.query));
    },
  );

  app.post(
    '/dash/checknumberstatus',
    {
      schema: {
        operationId: 'checkNumberByQuery',
        summary: 'Check a number (dashboard style, query string)',
        description: 'The same check as POST /check/checknumberstatus, with the number in the query string.',
        tags: ['numbers'],
        querystring: CheckNumberQuerySchema,
        response: responses,
      },
    },
    async (request) => check(request.apiToken as ApiToken, queryNumber(request.query)),
  );
};
