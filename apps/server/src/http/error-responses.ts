import { ErrorResponseSchema } from '@chatgate/contracts';

/**
 * The response schemas of a route's error statuses: each one answers `{ message, code }`. 503 is
 * always among them: any route that reads or writes the database answers it while the database
 * cannot be reached (see database-unavailable.ts).
 */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number] | 503]: typeof ErrorResponseSchema } {
  return Object.fromEntries([...statuses, 503].map((status) => [status, ErrorResponseSchema])) as {
    [K in S[number] | 503]: typeof ErrorResponseSchema;
  };
}
