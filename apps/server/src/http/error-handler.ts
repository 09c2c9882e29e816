import { type ErrorCode, type ErrorResponse, GenericMessages } from '@chatgate/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, rootReason } from '../db/unavailable';
import { AppError } from './app-error';
import { DatabaseUnavailableError, databaseUnavailable } from './database-unavailable';
import { drainRefusedBody } from './refused-body';

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: GenericMessages.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: GenericMessages.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: GenericMessages.payloadTooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: GenericMessages.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: GenericMessages.invalidRequest,
  },
  // A path the static file plugin will not resolve (`..` segments, non-canonical spellings) names no file.
  FST_STATIC_FORBIDDEN_PATH: { status: 404, code: 'NOT_FOUND', message: GenericMessages.notFound },
};

/** While the database is unreachable, one log line per this many ms tells how many requests got 503. */
const OUTAGE_LOG_EVERY_MS = 10_000;

/** What a failed request answers, in Chatgate's shape: status, body and headers. */
export interface ErrorAnswer {
  status: number;
  body: ErrorResponse;
  headers: Record<string, string>;
}

/** Shapes a failed request's answer for a surface whose clients expect another body than ours. */
export type ErrorShaper = (answer: ErrorAnswer) => { status: number; body: unknown };

const ourShape: ErrorShaper = ({ status, body }) => ({ status, body });

/**
 * The error handler of the app, or of a surface's scope with its own `shape` of the answer: how
 * an error is judged (client mistake, outage, ours) and logged is the same for every surface.
 */
export function errorHandler(shape: ErrorShaper = ourShape) {
  let outageLoggedAt = 0;
  let unloggedOutageAnswers = 0;
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A client that hangs up mid-body fails the body's read with ECONNRESET, which is also how a
    // lost database connection fails: it is neither an outage nor ours, and nobody reads the answer.
    if (request.raw.readableAborted) {
      request.log.info({ reason: error.message }, 'client went away before its request arrived');
      const cutOff = shape({
        status: 400,
        body: { message: GenericMessages.requestCutOff, code: 'BAD_REQUEST' },
        headers: {},
      });
      return reply.status(cutOff.status).send(cutOff.body);
    }
    const unavailable = isDatabaseUnavailable(error);
    const answer = toHttp(unavailable ? databaseUnavailable() : error);
    if (unavailable) {
      // An outage fails every request alike: a line now and then, not a stack per request.
      unloggedOutageAnswers++;
      if (Date.now() - outageLoggedAt >= OUTAGE_LOG_EVERY_MS) {
        request.log.warn(
          { reason: rootReason(error), answered: unloggedOutageAnswers },
          'database unavailable: answering 503',
        );
        outageLoggedAt = Date.now();
        unloggedOutageAnswers = 0;
      }
    } else if (answer.status >= 500 && !(error instanceof DatabaseUnavailableError)) {
      request.log.error({ err: error }, 'request failed');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainRefusedBody(request, reply);
    const { status, body } = shape(answer);
    return reply.status(status).headers(answer.headers).send(body);
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler());
}

function toHttp(error: FastifyError | AppError): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { ...error.extra, message: error.message, code: error.code },
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const wholeValueMistyped = !issue || (issue.instancePath === '/' && issue.keyword === 'invalid_type');
    const message = wholeValueMistyped ? GenericMessages.jsonObjectRequired : (issue?.message ?? '');
    return { status: 400, body: { message, code: 'VALIDATION' }, headers: {} };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message, code: known.code }, headers: {} };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: { message: GenericMessages.invalidRequest, code: 'BAD_REQUEST' },
      headers: {},
    };
  }
  return { status: 500, body: { message: GenericMessages.internal, code: 'INTERNAL' }, headers: {} };
}
