import { GreenApiErrorSchema, GreenApiPathParamsSchema } from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ApiToken } from '../../http/api-key-guard';

/** Green-API's address of a method: the token's id before it, the token's API key after it. */
export const methodPath = (method: string) => `/waInstance:idInstance/${method}/:apiTokenInstance`;

/** Every method's refusals; those of the body parsers are added by the OpenAPI transform (http/request-refusals.ts). */
const ERRORS = [400, 401, 403, 404, 409, 429, 466, 501, 503];
/** The methods that queue a message: the same Idempotency-Key with another body answers 422. */
const QUEUEING = new Set([
  'sendMessage',
  'sendLink',
  'sendLocation',
  'sendContact',
  'sendPoll',
  'ForwardMessages',
  'sendFileByUrl',
  'sendFileByUpload',
  'sendTextStatus',
  'sendMediaStatus',
]);
const errorsOf = (method: string) =>
  Object.fromEntries(
    [...ERRORS, ...(QUEUEING.has(method) ? [422] : [])].map((status) => [status, GreenApiErrorSchema]),
  );

interface MethodDoc<Body extends z.ZodType | undefined, Answer extends z.ZodType> {
  summary: string;
  description?: string;
  body?: Body;
  answer: Answer;
}

/**
 * The route schema of a Green-API method under its own OpenAPI tag: the path's two parts,
 * Green-API's request and answer shapes, and its error body. The key travels in the path, so
 * the document declares no header scheme for these.
 */
export function methodSchema<Body extends z.ZodType | undefined, Answer extends z.ZodType>(
  method: string,
  doc: MethodDoc<Body, Answer>,
) {
  return {
    tags: ['green-api'],
    operationId: `greenApi${method[0]?.toUpperCase()}${method.slice(1)}`,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: [],
    params: GreenApiPathParamsSchema,
    // Typed as always there, so that a route's handler sees its body's type.
    ...((doc.body ? { body: doc.body } : {}) as { body: Body }),
    response: { 200: doc.answer, ...errorsOf(method) },
  } as const;
}

/** The token the method's path opened (instance-auth.ts set it before the method runs). */
export const tokenOf = (request: FastifyRequest) => request.apiToken as ApiToken;
