import {
  GroupInviteSchema,
  GroupParamsSchema,
  GroupPictureRemovedSchema,
  GroupPictureRequestSchema,
  GroupPictureResponseSchema,
  GroupSchema,
  JoinGroupRequestSchema,
  LeaveGroupResponseSchema,
  UpdateGroupRequestSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { limitRoutes, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { MEDIA_BODY_LIMIT } from '../../http/server-options';
import { type GroupAdminDeps, groupAdminService } from './group-admin.service';

const tags = ['groups'];
const errors = errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 501);
const token = (request: { apiToken: ApiToken | null }) => request.apiToken as ApiToken;
const params = GroupParamsSchema;
/** A route's documentation: its OpenAPI operation id, summary and description. */
const about = (operationId: string, summary: string, description: string) => ({
  tags,
  operationId,
  summary,
  description,
});

/**
 * Administering a group of the token's phone: its subject, description and settings, its invite
 * link, joining by invite, leaving, its picture. Like the other group calls they need an active
 * token and count against the key's rate limit; each is an optional engine operation (501).
 */
export const groupAdminRoutes: FastifyPluginAsyncZod<GroupAdminDeps & WithLimiter> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  app.addHook('preHandler', requireActiveToken);
  limitRoutes(app, deps.limiter, tokenKey);
  const service = groupAdminService(deps);

  app.patch(
    '/groups/:groupId',
    {
      schema: {
        ...about(
          'updateGroup',
          'Change a group’s subject, description or settings',
          'Any of `subject`, `description`, `onlyAdminsSend`, `onlyAdminsEdit` (at least one). The token’s phone must be an admin of the group (403 otherwise). Members’ tokens get `group.updated`, with `actor`.',
        ),
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
        ...about(
          'getGroupInvite',
          'Get a group’s invite link',
          'The invite code and link (`https://chat.whatsapp.com/<code>`); admins only (403).',
        ),
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
        ...about(
          'revokeGroupInvite',
          'Revoke a group’s invite link',
          'A new code replaces the current one, which no longer joins anyone; admins only (403).',
        ),
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
        ...about(
          'joinGroup',
          'Join a group by invite link or code',
          'The token’s phone joins the group of the invite (a `https://chat.whatsapp.com/<code>` link or the code): 404 for an unknown or revoked one, 409 when already a member.',
        ),
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
        ...about(
          'leaveGroup',
          'Leave a group',
          'The token’s phone leaves the group; its members’ tokens get `group.participants` (remove).',
        ),
        params,
        response: { 200: LeaveGroupResponseSchema, ...errors },
      },
    },
    async (request) => service.leave(token(request), request.params.groupId),
  );

  app.put(
    '/groups/:groupId/picture',
    {
      bodyLimit: MEDIA_BODY_LIMIT,
      schema: {
        ...about(
          'setGroupPicture',
          'Set a group’s picture',
          'The image as `image`, a base64 data URL, or as `url`, an https URL we fetch (never a private address; at most 16 MB): a JPEG, PNG or WebP, cropped to its centre square and set as a 640x640 JPEG. 415 when it is not an image; admins only (403). Members’ tokens get `group.updated` with `changes.picture` `set`.',
        ),
        params,
        body: GroupPictureRequestSchema,
        response: { 200: GroupPictureResponseSchema, ...errors },
      },
    },
    async (request) => service.setPicture(token(request), request.params.groupId, request.body),
  );

  app.delete(
    '/groups/:groupId/picture',
    {
      schema: {
        ...about(
          'removeGroupPicture',
          'Remove a group’s picture',
          'The group has no picture any more; admins only (403). Members’ tokens get `group.updated` with `changes.picture` `removed`.',
        ),
        params,
        response: { 200: GroupPictureRemovedSchema, ...errors },
      },
    },
    async (request) => service.removePicture(token(request), request.params.groupId),
  );
};
