import { ErrorResponseSchema } from '@chatgate/contracts';

/** The response schemas of a route's error statuses: each one answers `{ message, code }`. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorResponseSchema } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as {
    [K in S[number]]: typeof ErrorResponseSchema;
  };
}
