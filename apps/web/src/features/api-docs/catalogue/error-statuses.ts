import { MAX_MEDIA_BYTES } from '@chatgate/contracts';

export interface ErrorStatusDoc {
  status: number;
  title: string;
  meaning: string;
}

const MB = 1024 * 1024;

/** The error answers of the customer API: a JSON body {message, code} with one of these statuses. */
export const ERROR_STATUSES: ErrorStatusDoc[] = [
  { status: 400, title: 'Bad Request', meaning: 'Bad input; the message says which field and why.' },
  { status: 401, title: 'Unauthorized', meaning: 'The API key is missing or invalid.' },
  {
    status: 402,
    title: 'Payment Required',
    meaning: 'The token is not active: its trial or subscription expired, or it is unpaid.',
  },
  { status: 403, title: 'Forbidden', meaning: 'The API key belongs to another token than `insid`.' },
  { status: 404, title: 'Not Found', meaning: 'No such message, delivery or resource for this token.' },
  {
    status: 409,
    title: 'Conflict',
    meaning:
      'The token or message is not in the right state for this call, e.g. no phone is connected, the message to cancel has left the queue, or the webhook to test is turned off.',
  },
  {
    status: 413,
    title: 'Payload Too Large',
    meaning: `The JSON body is over 1 MB, or the media file is over ${MAX_MEDIA_BYTES / MB} MB.`,
  },
  { status: 415, title: 'Unsupported Media Type', meaning: 'The media type is not supported.' },
  {
    status: 422,
    title: 'Unprocessable Content',
    meaning: 'The `Idempotency-Key` was already used with a different request.',
  },
  {
    status: 429,
    title: 'Too Many Requests',
    meaning:
      'Too many requests for this API key; wait the seconds given in `Retry-After`. Every counted answer also carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`.',
  },
  {
    status: 501,
    title: 'Not Implemented',
    meaning:
      'The token’s engine does not perform this operation (`code` `NOT_SUPPORTED_BY_ENGINE`); `GET /instance/capabilities` lists what it does.',
  },
];

export function errorStatus(status: number): ErrorStatusDoc | undefined {
  return ERROR_STATUSES.find((entry) => entry.status === status);
}

/** What every call with an API key can answer. */
export const KEY_ERRORS = [401, 403, 429];
/** What every call that needs an active token can answer. */
export const ACTIVE_TOKEN_ERRORS = [401, 402, 403, 429];
