import {
  MessageResponseSchema,
  SandboxCallParamsSchema,
  SandboxCallRequestSchema,
  SandboxCallSchema,
  SandboxMessages,
  SandboxPhoneParamsSchema,
  SandboxPresenceRequestSchema,
  SandboxPresenceResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SimulatorPresence } from '../../engines/simulator/simulator-presence';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import { translate } from './sandbox.routes';

/** A Sandbox Phone's presence and calls (decision 0028), under /api/v1/sandbox. */
export const sandboxPresenceRoutes: FastifyPluginAsyncZod<{ presence: SimulatorPresence }> = async (
  app,
  { presence },
) => {
  guardEveryRoute(app, app.requireUser);
  const at = (request: { user: AuthenticatedUser | null; params: { phone: string } }) => ({
    accountId: (request.user as AuthenticatedUser).id,
    phone: request.params.phone,
  });
  const tags = ['sandbox'];
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/phones/:phone/presence',
    {
      schema: {
        tags,
        description:
          'What the phone shows under its chats’ names now: a contact (a token) typing or recording.',
        params: SandboxPhoneParamsSchema,
        response: { 200: SandboxPresenceResponseSchema, ...errors },
      },
    },
    async (request) => ({ result: await presence.shown(at(request)) }),
  );
  app.post(
    '/phones/:phone/presence',
    {
      schema: {
        tags,
        description:
          'The phone’s user types or stops typing in the chat with `to`, or opens (available) or closes (unavailable) the phone: tokens subscribed to the phone get presence.update.',
        params: SandboxPhoneParamsSchema,
        body: SandboxPresenceRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await presence.byPhone(at(request), request.body.state, request.body.to);
      return { message: SandboxMessages.presenceSent };
    },
  );
  app.post(
    '/phones/:phone/calls',
    {
      schema: {
        tags,
        description:
          'The phone calls a contact: the token linked to it gets call.received (and rejects it at once when its settings say so).',
        params: SandboxPhoneParamsSchema,
        body: SandboxCallRequestSchema,
        response: { 200: SandboxCallSchema, ...errors },
      },
    },
    async (request) => translate(presence.call(at(request), request.body.to, request.body.video)),
  );
  app.get(
    '/phones/:phone/calls/:callId',
    {
      schema: {
        tags,
        description: 'A call the phone placed: ringing, declined, missed (no answer in 30 s) or ended.',
        params: SandboxCallParamsSchema,
        response: { 200: SandboxCallSchema, ...errors },
      },
    },
    async (request) => translate(presence.callState(at(request), request.params.callId)),
  );
  app.post(
    '/phones/:phone/calls/:callId/hangup',
    {
      schema: {
        tags,
        description: 'The phone hangs up a call it placed.',
        params: SandboxCallParamsSchema,
        response: { 200: SandboxCallSchema, ...errors },
      },
    },
    async (request) => translate(presence.hangUp(at(request), request.params.callId)),
  );
};
