import { GenericMessages, type GreenApiError } from '@chatgate/contracts';
import type { ErrorShaper } from './error-handler';

/**
 * Chatgate's error answer in Green-API's shape: the status again as `code`, Green-API's short
 * message for it, and our reason as the description. Our quota refusal (402, the token is not
 * active) is Green-API's 466.
 */
export const greenApiErrorShape: ErrorShaper = ({ status, body }) => {
  const greenStatus = status === 402 ? 466 : status;
  const answer: GreenApiError = {
    code: greenStatus,
    message: SHORT_MESSAGES[greenStatus] ?? body.message,
    description: body.message,
  };
  return { status: greenStatus, body: answer };
};

const SHORT_MESSAGES: Record<number, string> = {
  400: 'Validation failed',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  466: 'Quota exceeded',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

/** The Green-API-compatible paths (/waInstance{id}/{method}/{key}): their refusals take Green-API's body. */
export const isGreenApiPath = (pathname: string) => pathname.startsWith('/waInstance');

/** A Green-API path that names no method, or that the router cannot read: Green-API's body. */
export function greenApiRefusal(status: 400 | 404): { status: number; body: unknown } {
  const message = status === 404 ? GenericMessages.notFound : GenericMessages.badUrl;
  return greenApiErrorShape({
    status,
    body: { message, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' },
    headers: {},
  });
}
