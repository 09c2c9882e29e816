import {
  MessageResponseSchema,
  SandboxMessages,
  SandboxPhoneParamsSchema,
  SandboxPresenceRequestSchema,
  SandboxPresenceResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SimulatorPresence } from '../../engines/simulator/simulator-presence';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import { phoneOf as at } from './sandbox-phone-of';

/** A Sandbox Phone's presence (decision 0028), under /api/v1/sandbox. */
export const sandboxPresenceRoutes: FastifyPluginAsyncZod<{ presence: SimulatorPresence }> = async (
  app,
  { presence },
) => {
  guardEveryRoute(app, app.requireUser);
  const tags = ['sandbox'];
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/phones/:phone/presence',
    {
      schema: {
        operationId: 'getSandboxPresence',
        summary: 'Get the presence a virtual phone shows',
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
        operationId: 'sendSandboxPresence',
        summary: 'Type, stop typing, or go online or offline on a virtual phone',
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
};
