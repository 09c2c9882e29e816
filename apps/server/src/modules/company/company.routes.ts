import {
  CompanyFetchResponseSchema,
  CompanyUpdateRequestSchema,
  OwnerRequestSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import { fetchCompany, updateCompany } from './company.service';

const errors = errorResponses(400, 401, 403, 404);

/** Organisation details of an account, under /api/v1/dash/company. */
export const companyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  guardEveryRoute(app, app.requireUser);
  const caller = (request: { user: AuthenticatedUser | null }) => request.user as AuthenticatedUser;
  app.post(
    '/fetch',
    {
      schema: {
        operationId: 'getCompany',
        summary: 'Get the company details',
        tags: ['company'],
        body: OwnerRequestSchema,
        response: { 200: CompanyFetchResponseSchema, ...errors },
      },
    },
    async (request) => fetchCompany(db, caller(request), request.body.uuid),
  );
  app.post(
    '/update',
    {
      schema: {
        operationId: 'updateCompany',
        summary: 'Change the company details',
        tags: ['company'],
        body: CompanyUpdateRequestSchema,
        response: { 200: CompanyFetchResponseSchema, ...errors },
      },
    },
    async (request) => updateCompany(db, caller(request), request.body),
  );
};
