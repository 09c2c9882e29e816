import {
  CALL_RING_SECONDS,
  SandboxCallParamsSchema,
  SandboxCallRequestSchema,
  SandboxCallSchema,
  SandboxIncomingCallsSchema,
  SandboxPhoneParamsSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SimulatorCalls } from '../../engines/simulator/simulator-calls';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import { translate } from './sandbox.routes';
import { phoneOf as at } from './sandbox-phone-of';

/** A Sandbox Phone's calls, placed and received (decisions 0028, 0031), under /api/v1/sandbox. */
export const sandboxCallsRoutes: FastifyPluginAsyncZod<{ calls: SimulatorCalls }> = async (
  app,
  { calls },
) => {
  guardEveryRoute(app, app.requireUser);
  const tags = ['sandbox'];
  const errors = errorResponses(400, 401, 403, 404, 409);
  const one = { params: SandboxCallParamsSchema, response: { 200: SandboxCallSchema, ...errors } };

  app.post(
    '/phones/:phone/calls',
    {
      schema: {
        operationId: 'startSandboxCall',
        summary: 'Call a contact from a virtual phone',
        tags,
        description:
          'The phone calls a contact: the token linked to it gets call.received (and rejects it at once when its settings say so).',
        params: SandboxPhoneParamsSchema,
        body: SandboxCallRequestSchema,
        response: { 200: SandboxCallSchema, ...errors },
      },
    },
    async (request) => translate(calls.call(at(request), request.body.to, request.body.video)),
  );
  app.get(
    '/phones/:phone/calls',
    {
      schema: {
        operationId: 'listSandboxCalls',
        summary: "List a virtual phone's calls",
        tags,
        description: 'The calls ringing on the phone, or in progress, that it received (newest first).',
        params: SandboxPhoneParamsSchema,
        response: { 200: SandboxIncomingCallsSchema, ...errors },
      },
    },
    async (request) => ({ result: await calls.incoming(at(request)) }),
  );
  app.get(
    '/phones/:phone/calls/:callId',
    {
      schema: {
        operationId: 'getSandboxCall',
        summary: 'Get a call of a virtual phone',
        tags,
        description: `A call the phone placed or received: ringing, accepted, declined, missed (no answer in ${CALL_RING_SECONDS} s) or ended.`,
        ...one,
      },
    },
    async (request) => translate(calls.callState(at(request), request.params.callId)),
  );
  app.post(
    '/phones/:phone/calls/:callId/accept',
    {
      schema: {
        operationId: 'acceptSandboxCall',
        summary: 'Answer a call on a virtual phone',
        tags,
        description: 'The phone answers a ringing call it received: its token gets call.accepted.',
        ...one,
      },
    },
    async (request) => translate(calls.accept(at(request), request.params.callId)),
  );
  app.post(
    '/phones/:phone/calls/:callId/decline',
    {
      schema: {
        operationId: 'declineSandboxCall',
        summary: 'Decline a call on a virtual phone',
        tags,
        description:
          'The phone declines a ringing call it received: the caller sees it declined, its token gets call.rejected and call.ended.',
        ...one,
      },
    },
    async (request) => translate(calls.decline(at(request), request.params.callId)),
  );
  app.post(
    '/phones/:phone/calls/:callId/hangup',
    {
      schema: {
        operationId: 'hangUpSandboxCall',
        summary: 'Hang up a call on a virtual phone',
        tags,
        description:
          'The phone hangs up a call it placed or is in: the callee’s token gets call.ended (missed when nobody had answered).',
        ...one,
      },
    },
    async (request) => translate(calls.hangUp(at(request), request.params.callId)),
  );
};
