import {
  ChannelListResponseSchema,
  ChannelParamsSchema,
  ChannelSchema,
  ChatTextRequestSchema,
  CreateChannelRequestSchema,
  CreateGroupRequestSchema,
  GroupListResponseSchema,
  GroupParamsSchema,
  GroupSchema,
  ParticipantsParamsSchema,
  ParticipantsRequestSchema,
  ParticipantsResponseSchema,
  SendAcceptedSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { limitRoutes, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { httpSend } from '../messages/http-send';
import type { SendDeps } from '../messages/send-message.service';
import { type GroupsDeps, groupsService } from './groups.service';

const errors = errorResponses(400, 401, 402, 403, 404, 409, 422, 429);
const meta = (tag: 'groups' | 'channels') => ({ tags: [tag] });
const token = (request: { apiToken: ApiToken | null }) => request.apiToken as ApiToken;

/** Groups and channels of the customer's token; sends to them queue like any other message. */
export const groupsRoutes: FastifyPluginAsyncZod<GroupsDeps & SendDeps & WithLimiter> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  app.addHook('preHandler', requireActiveToken);
  limitRoutes(app, deps.limiter, tokenKey);
  const service = groupsService(deps);
  const accept = httpSend(deps);
  const groups = meta('groups');
  const channels = meta('channels');

  app.post(
    '/groups',
    {
      schema: {
        operationId: 'createGroup',
        summary: 'Create a group',
        ...groups,
        body: CreateGroupRequestSchema,
        response: { 201: GroupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subject, participants } = request.body;
      return reply.status(201).send(await service.createGroup(token(request), subject, participants));
    },
  );

  app.get(
    '/groups',
    {
      schema: {
        operationId: 'listGroups',
        summary: 'List groups',
        ...groups,
        response: { 200: GroupListResponseSchema, ...errors },
      },
    },
    async (request) => service.listGroups(token(request)),
  );

  app.get(
    '/groups/:groupId',
    {
      schema: {
        operationId: 'getGroup',
        summary: 'Get a group and its participants',
        ...groups,
        params: GroupParamsSchema,
        response: { 200: GroupSchema, ...errors },
      },
    },
    async (request) => service.getGroup(token(request), request.params.groupId),
  );

  app.post(
    '/groups/:groupId/participants/:action',
    {
      schema: {
        operationId: 'changeGroupParticipants',
        summary: 'Add, remove, promote or demote participants',
        ...groups,
        params: ParticipantsParamsSchema,
        body: ParticipantsRequestSchema,
        // Promoting and demoting are operations an engine may not perform.
        response: { 200: ParticipantsResponseSchema, ...errors, ...errorResponses(501) },
      },
    },
    async (request) => {
      const { groupId, action } = request.params;
      return service.updateParticipants(token(request), groupId, action, request.body.participants);
    },
  );

  app.post(
    '/channels',
    {
      schema: {
        operationId: 'createChannel',
        summary: 'Create a channel',
        ...channels,
        body: CreateChannelRequestSchema,
        response: { 201: ChannelSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, description } = request.body;
      return reply.status(201).send(await service.createChannel(token(request), name, description));
    },
  );

  app.get(
    '/channels',
    {
      schema: {
        operationId: 'listChannels',
        summary: 'List channels',
        ...channels,
        response: { 200: ChannelListResponseSchema, ...errors },
      },
    },
    async (request) => service.listChannels(token(request)),
  );

  // A text to a group or a channel: the same queue as POST /send/text with the id as `to`.
  for (const chat of [
    {
      path: '/groups/:groupId/send',
      tag: groups,
      params: GroupParamsSchema,
      operationId: 'sendGroupText',
      summary: 'Send a text to a group',
    },
    {
      path: '/channels/:channelId/send',
      tag: channels,
      params: ChannelParamsSchema,
      operationId: 'sendChannelText',
      summary: 'Post a text to a channel',
    },
  ]) {
    app.post(
      chat.path,
      {
        schema: {
          ...chat.tag,
          operationId: chat.operationId,
          summary: chat.summary,
          params: chat.params,
          body: ChatTextRequestSchema,
          response: { 202: SendAcceptedSchema, ...errors },
          idempotent: true,
        },
      },
      async (request, reply) => {
        const { params } = request;
        const to = 'groupId' in params ? params.groupId : params.channelId;
        return accept(request, reply, { kind: 'text', to, ...request.body });
      },
    );
  }
};
