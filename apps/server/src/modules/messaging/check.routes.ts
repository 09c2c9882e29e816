import {
  CheckNumberQuerySchema,
  CheckNumberRequestSchema,
  CheckNumberResponseSchema,
  checkedNumberField,
  InstanceMessages,
  MessagingMessages,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagingEngine } from '../../engines/engine';
import { type ApiToken, requireActiveToken } from '../../http/api-key-guard';
import { badRequest, conflict } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import type { RateLimiter } from '../../http/rate-limit';

const responses = {
  200: CheckNumberResponseSchema,
  ...errorResponses(400, 401, 402, 403, 409, 429),
};

/** Whether a number is on WhatsApp: the public call (spec 7.3) and the dashboard's (spec 7.2). */
export const checkRoutes: FastifyPluginAsyncZod<{ engine: MessagingEngine; limiter: RateLimiter }> = async (
  app,
  { engine, limiter },
) => {
  app.addHook('onRequest', app.requireApiKey);

  async function check(token: ApiToken, number: string) {
    requireActiveToken(token);
    limiter.take(token.id);
    if (!token.authenticated) throw conflict(InstanceMessages.notConnected);
    const result = await engine.checkNumber(token.id, number);
    return { result, message: result ? MessagingMessages.registered : MessagingMessages.notRegistered };
  }

  app.post(
    '/check/checknumberstatus',
    { schema: { tags: ['numbers'], body: CheckNumberRequestSchema, response: responses } },
    async (request) => check(request.apiToken as ApiToken, request.body.number),
  );

  app.post(
    '/dash/checknumberstatus',
    { schema: { tags: ['numbers'], querystring: CheckNumberQuerySchema, response: responses } },
    async (request) => {
      const parsed = checkedNumberField.safeParse(request.query.number ?? '');
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? MessagingMessages.numberDigits);
      return check(request.apiToken as ApiToken, parsed.data);
    },
  );
};
