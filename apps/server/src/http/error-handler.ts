import { type ErrorCode, type ErrorResponse, GenericMessages } from '@chatgate/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

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
};

/** Connection-level failures of PostgreSQL: the database is unreachable or shutting down. */
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, headers } = toHttp(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).headers(headers).send(body);
  });
}

function toHttp(error: FastifyError): {
  status: number;
  body: ErrorResponse;
  headers: Record<string, string>;
} {
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
    const message = wholeValueMistyped ? 'The request must be a JSON object.' : (issue?.message ?? '');
    return { status: 400, body: { message, code: 'VALIDATION' }, headers: {} };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message, code: known.code }, headers: {} };
  if (error.code && DATABASE_DOWN.has(error.code)) {
    return {
      status: 503,
      body: { message: GenericMessages.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' },
      headers: { 'retry-after': '5' },
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: { message: GenericMessages.invalidRequest, code: 'BAD_REQUEST' },
      headers: {},
    };
  }
  return { status: 500, body: { message: GenericMessages.internal, code: 'INTERNAL' }, headers: {} };
}
