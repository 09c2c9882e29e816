import {
  GroupInviteSchema,
  GroupParamsSchema,
  GroupPictureRequestSchema,
  GroupPictureResponseSchema,
  GroupSchema,
  JoinGroupRequestSchema,
  LeaveGroupResponseSchema,
  UpdateGroupRequestSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagingEngine } from '../../engines/engine';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { limitRoutes, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { groupAdminService } from './group-admin.service';

const tags = ['groups'];
const errors = errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 501);
const token = (request: { apiToken: ApiToken | null }) => request.apiToken as ApiToken;
const params = GroupParamsSchema;

/**
 * Administering a group of the token's phone: its subject, description and settings, its invite
 * link, joining by invite, leaving, its picture. Like the other group calls they need an active
 * token and count against the key's rate limit; each is an optional engine operation (501).
 */
export const groupAdminRoutes: FastifyPluginAsyncZod<{ engine: MessagingEngine } & WithLimiter> = async (
  app,
  deps,
) => {
  guardEveryRoute(app, app.requireApiKey);
  app.addHook('preHandler', requireActiveToken);
  limitRoutes(app, deps.limiter, tokenKey);
  const service = groupAdminService(deps);

  app.patch(
    '/groups/:groupId',
    {
      schema: {
        tags,
        operationId: 'updateGroup',
        summary: 'Change a group’s subject, description or settings',
        description:
          'Any of `subject`, `description`, `onlyAdminsSend`, `onlyAdminsEdit` (at least one). The token’s phone must be an admin of the group (403 otherwise). Members’ tokens get `group.updated`, with `actor`.',
        params,
        body: UpdateGroupRequestSchema,
        response: { 200: GroupSchema, ...errors },
      },
    },
    async (request) => service.updateGroup(token(request), request.params.groupId, request.body),
  );

  app.get(
    '/groups/:groupId/invite',
    {
      schema: {
        tags,
        operationId: 'getGroupInvite',
        summary: 'Get a group’s invite link',
        description: 'The invite code and link (`https://chat.whatsapp.com/<code>`); admins only (403).',
        params,
        response: { 200: GroupInviteSchema, ...errors },
      },
    },
    async (request) => service.invite(token(request), request.params.groupId, false),
  );

  app.post(
    '/groups/:groupId/invite/revoke',
    {
      schema: {
        tags,
        operationId: 'revokeGroupInvite',
        summary: 'Revoke a group’s invite link',
        description: 'A new code replaces the current one, which no longer joins anyone; admins only (403).',
        params,
        response: { 200: GroupInviteSchema, ...errors },
      },
    },
    async (request) => service.invite(token(request), request.params.groupId, true),
  );

  app.post(
    '/groups/join',
    {
      schema: {
        tags,
        operationId: 'joinGroup',
        summary: 'Join a group by invite link or code',
        description:
          'The token’s phone joins the group of the invite (a `https://chat.whatsapp.com/<code>` link or the code): 404 for an unknown or revoked one, 409 when already a member.',
        body: JoinGroupRequestSchema,
        response: { 200: GroupSchema, ...errors },
      },
    },
    async (request) => service.join(token(request), request.body.invite),
  );

  app.post(
    '/groups/:groupId/leave',
    {
      schema: {
        tags,
        operationId: 'leaveGroup',
        summary: 'Leave a group',
        description:
          'The token’s phone leaves the group; its members’ tokens get `group.participants` (remove).',
        params,
        response: { 200: LeaveGroupResponseSchema, ...errors },
      },
    },
    async (request) => service.leave(token(request), request.params.groupId),
  );

  app.put(
    '/groups/:groupId/picture',
    {
      schema: {
        tags,
        operationId: 'setGroupPicture',
        summary: 'Set a group’s picture',
        description:
          'The image as a base64 data URL (JPEG, PNG or WebP, at most 16 MB): it is cropped to its centre square and set as a 640x640 JPEG. 415 when it is not an image; admins only (403).',
        params,
        body: GroupPictureRequestSchema,
        response: { 200: GroupPictureResponseSchema, ...errors },
      },
    },
    async (request) => service.setPicture(token(request), request.params.groupId, request.body.image),
  );
};
