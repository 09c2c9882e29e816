import {
  STAFF_ROLES,
  TokenLimitParamsSchema,
  TokenLimitSchema,
  TokenLimitUpdateSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { deniedUnlessRole } from '../../http/access-denied';
import { errorResponses } from '../../http/error-responses';
import { readTokenLimit, setTokenLimit } from './token-limit.service';

const responses = { 200: TokenLimitSchema, ...errorResponses(400, 401, 403, 404) };

/** Staff (Admin, CRM) read and raise an account's token limit, e.g. answering a ticket (/api/v1/dash/users). */
export const tokenLimitRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const onRequest = deniedUnlessRole(app, ...STAFF_ROLES);
  const tags = ['staff'];

  app.get(
    '/:uuid/tokenLimit',
    {
      onRequest,
      schema: {
        operationId: 'getTokenLimit',
        summary: 'Get how many tokens an account may hold (Admin, CRM)',
        tags,
        params: TokenLimitParamsSchema,
        response: responses,
      },
    },
    async (request) => readTokenLimit(db, request.params.uuid),
  );
  app.put(
    '/:uuid/tokenLimit',
    {
      onRequest,
      schema: {
        operationId: 'updateTokenLimit',
        summary: 'Change how many tokens an account may hold (Admin, CRM)',
        tags,
        params: TokenLimitParamsSchema,
        body: TokenLimitUpdateSchema,
        response: responses,
      },
    },
    async (request) => setTokenLimit(db, request.params.uuid, request.body.limit),
  );
};
