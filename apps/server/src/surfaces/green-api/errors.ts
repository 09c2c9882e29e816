import type { GreenApiError } from '@chatgate/contracts';
import type { ErrorShaper } from '../../http/error-handler';

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
