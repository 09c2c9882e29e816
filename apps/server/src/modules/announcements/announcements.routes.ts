import {
  AnnouncementCreatedSchema,
  AnnouncementCreateFieldsSchema,
  AnnouncementListResponseSchema,
  AnnouncementResponseSchema,
  AnnouncementUpdateFieldsSchema,
  MessageResponseSchema,
  NewsFileParamsSchema,
  NewsIdParamsSchema,
  NewsViewRequestSchema,
  STAFF_ROLES,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deniedUnlessRole } from '../../http/access-denied';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { fileAnswer } from '../../http/file-responses';
import { acceptMultipart, POLICY_WORDS, readMultipart, sendUpload } from '../uploads/uploads.service';
import { deleteAnnouncement, updateAnnouncement } from './announcement-edit.service';
import {
  type AnnouncementDeps,
  announcementFile,
  createAnnouncement,
  getAnnouncement,
  listAnnouncements,
} from './announcements.service';

const caller = (request: { user: AuthenticatedUser | null }) => request.user as AuthenticatedUser;

/** Announcements (spec 2.11, 7.2) under /api/v1/dash/announcement. */
export const announcementsRoutes: FastifyPluginAsyncZod<AnnouncementDeps> = async (app, deps) => {
  await acceptMultipart(app);
  app.post(
    '/create',
    {
      onRequest: deniedUnlessRole(app, ...STAFF_ROLES),
      schema: {
        operationId: 'createAnnouncement',
        tags: ['announcements'],
        summary: 'Create an announcement for chosen users (Admin, CRM)',
        description: 'A uuid field is ignored.',
        form: {
          fields: AnnouncementCreateFieldsSchema,
          notes: { recipients: 'User ids: the field repeated, or once with a JSON array.' },
          files: { file: { description: `An attachment (optional): ${POLICY_WORDS.attachment}.` } },
        },
        response: { 200: AnnouncementCreatedSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => createAnnouncement(deps, caller(request), await readMultipart(request)),
  );
  app.post(
    '/view',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listAnnouncements',
        tags: ['announcements'],
        summary: "The caller's announcements (every one for Admin and CRM), newest first",
        body: NewsViewRequestSchema,
        response: { 200: AnnouncementListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listAnnouncements(deps.db, caller(request), request.body),
  );
  app.get(
    '/announceFiles/:fileName',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'downloadAnnouncementFile',
        tags: ['announcements'],
        summary: "An announcement's attachment, for its recipients and staff",
        params: NewsFileParamsSchema,
        response: { 200: fileAnswer('The file, as an attachment'), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      sendUpload(
        reply,
        deps.dataDir,
        await announcementFile(deps.db, caller(request), request.params.fileName),
      ),
  );
  app.get(
    '/:id',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getAnnouncement',
        tags: ['announcements'],
        summary: 'One announcement; opening it marks it read',
        params: NewsIdParamsSchema,
        response: { 200: AnnouncementResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getAnnouncement(deps.db, caller(request), request.params.id),
  );
  app.put(
    '/:id',
    {
      onRequest: deniedUnlessRole(app, ...STAFF_ROLES),
      schema: {
        operationId: 'updateAnnouncement',
        tags: ['announcements'],
        summary: 'Edit an announcement (Admin, CRM)',
        description:
          'The create form’s fields and rules. Users taken off the recipients lose it and its notification; users added are notified.',
        params: NewsIdParamsSchema,
        form: {
          fields: AnnouncementUpdateFieldsSchema,
          notes: {
            recipients: 'User ids: the field repeated, or once with a JSON array.',
            removeFile: '`true` removes the attachment; a new file replaces it either way.',
          },
          files: { file: { description: `A new attachment (optional): ${POLICY_WORDS.attachment}.` } },
        },
        response: { 200: AnnouncementCreatedSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) =>
      updateAnnouncement(deps, caller(request), request.params.id, await readMultipart(request)),
  );
  app.delete(
    '/:id',
    {
      onRequest: deniedUnlessRole(app, ...STAFF_ROLES),
      schema: {
        operationId: 'deleteAnnouncement',
        tags: ['announcements'],
        summary: 'Delete an announcement (Admin, CRM)',
        description: 'Its recipients lose it, its notifications and its attachment.',
        params: NewsIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deleteAnnouncement(deps, request.params.id),
  );
};
