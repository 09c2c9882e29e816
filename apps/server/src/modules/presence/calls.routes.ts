import {
  CALL_RING_SECONDS,
  CallIdParamsSchema,
  CallListQuerySchema,
  CallListResponseSchema,
  CallViewSchema,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { countedAfter, countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { type CallDeps, getCall, listCallsPage, rejectCall } from './calls.service';

const tokenOf = (request: FastifyRequest) => (request.apiToken as ApiToken).id;
const tags = ['calls'];
const reading = errorResponses(400, 401, 403, 404, 429);

/**
 * The calls that reached the token (decisions 0028, 0031): read them, reject a ringing one.
 * Reading counts against the key's rate limit; rejecting acts on the phone, so it needs the token
 * active (402, uncounted), and an engine without the operation answers 501.
 */
export const callsRoutes: FastifyPluginAsyncZod<CallDeps & WithLimiter> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  const acting = countedAfter([requireActiveToken], deps.limiter, tokenKey);
  const counted = countedBy(deps.limiter, tokenKey);

  app.get(
    '/calls',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'listCalls',
        summary: 'List calls',
        description:
          'The calls that reached the token’s phone, newest first, each with where it is: `ringing`, `accepted` (answered on the phone), `rejected`, `missed` or `ended` (hung up after it was answered).',
        querystring: CallListQuerySchema,
        response: { 200: CallListResponseSchema, ...reading },
      },
    },
    async (request) => listCallsPage(deps, tokenOf(request), request.query),
  );

  app.get(
    '/calls/:callId',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'getCall',
        summary: 'Get a call',
        description:
          'One call that reached the token’s phone, by the `id` of its `call.received` event. 404 for a call of another token.',
        params: CallIdParamsSchema,
        response: { 200: CallViewSchema, ...reading },
      },
    },
    async (request) => getCall(deps, tokenOf(request), request.params.callId),
  );

  app.post(
    '/calls/:callId/reject',
    {
      ...acting,
      schema: {
        tags,
        operationId: 'rejectCall',
        summary: 'Reject an incoming call',
        description: `Rejects a ringing call the token received (\`call.received\`): the caller’s phone shows it declined, and \`call.rejected\` and \`call.ended\` follow. 404 for a call that did not reach this token, 409 once it stopped ringing (answered, rejected, or missed after ${CALL_RING_SECONDS} seconds).`,
        params: CallIdParamsSchema,
        response: { 200: CallViewSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 429, 501) },
      },
    },
    async (request) => rejectCall(deps, tokenOf(request), request.params.callId),
  );
};
