import {
  BroadcastCreatedSchema,
  BroadcastListResponseSchema,
  BroadcastResponseSchema,
  MessageResponseSchema,
  NewsFieldsSchema,
  NewsFileParamsSchema,
  NewsIdParamsSchema,
  NewsUpdateFieldsSchema,
  NewsViewRequestSchema,
  STAFF_ROLES,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deniedUnlessRole } from '../../http/access-denied';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { fileAnswer } from '../../http/file-responses';
import { acceptMultipart, POLICY_WORDS, readMultipart, sendUpload } from '../uploads/uploads.service';
import { deleteBroadcast, updateBroadcast } from './broadcast-edit.service';
import {
  type BroadcastDeps,
  broadcastFile,
  createBroadcast,
  getBroadcast,
  listBroadcasts,
} from './broadcasts.service';

const caller = (request: { user: AuthenticatedUser | null }) => request.user as AuthenticatedUser;

/** Broadcasts (spec 2.11, 7.2) under /api/v1/dash/broadcast: news for every user. */
export const broadcastsRoutes: FastifyPluginAsyncZod<BroadcastDeps> = async (app, deps) => {
  await acceptMultipart(app);
  app.post(
    '/create',
    {
      onRequest: deniedUnlessRole(app, ...STAFF_ROLES),
      schema: {
        operationId: 'createBroadcast',
        tags: ['broadcasts'],
        summary: 'Create a broadcast for every user (Admin, CRM)',
        form: {
          fields: NewsFieldsSchema,
          files: { file: { description: `An attachment (optional): ${POLICY_WORDS.attachment}.` } },
        },
        response: { 200: BroadcastCreatedSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => createBroadcast(deps, caller(request), await readMultipart(request)),
  );
  app.post(
    '/view',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listBroadcasts',
        tags: ['broadcasts'],
        summary: 'Every broadcast, newest first, with the caller’s read state',
        body: NewsViewRequestSchema,
        response: { 200: BroadcastListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listBroadcasts(deps.db, caller(request), request.body),
  );
  app.get(
    '/broadcastFiles/:fileName',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'downloadBroadcastFile',
        tags: ['broadcasts'],
        summary: "A broadcast's attachment",
        params: NewsFileParamsSchema,
        response: { 200: fileAnswer('The file, as an attachment'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendUpload(reply, deps.dataDir, await broadcastFile(deps.db, request.params.fileName)),
  );
  app.get(
    '/:id',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getBroadcast',
        tags: ['broadcasts'],
        summary: 'One broadcast; opening it marks it read',
        params: NewsIdParamsSchema,
        response: { 200: BroadcastResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getBroadcast(deps.db, caller(request), request.params.id),
  );
  app.put(
    '/:id',
    {
      onRequest: deniedUnlessRole(app, ...STAFF_ROLES),
      schema: {
        operationId: 'updateBroadcast',
        tags: ['broadcasts'],
        summary: 'Edit a broadcast (Admin, CRM)',
        description: 'The create form’s fields and rules; who has read it stays as it was.',
        params: NewsIdParamsSchema,
        form: {
          fields: NewsUpdateFieldsSchema,
          notes: { removeFile: '`true` removes the attachment; a new file replaces it either way.' },
          files: { file: { description: `A new attachment (optional): ${POLICY_WORDS.attachment}.` } },
        },
        response: { 200: BroadcastCreatedSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) =>
      updateBroadcast(deps, caller(request), request.params.id, await readMultipart(request)),
  );
  app.delete(
    '/:id',
    {
      onRequest: deniedUnlessRole(app, ...STAFF_ROLES),
      schema: {
        operationId: 'deleteBroadcast',
        tags: ['broadcasts'],
        summary: 'Delete a broadcast (Admin, CRM)',
        description: 'It leaves every user’s list and unread count, with its attachment.',
        params: NewsIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deleteBroadcast(deps, request.params.id),
  );
};
