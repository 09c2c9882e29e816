import type { Expected, MatrixRow, RowContext } from './matrix-rules';

/**
 * The Green-API-compatible surface, opened by the pair in its path: the owner's token id with the
 * caller's own API key. Only the owner's key opens the owner's token; another user's key with the
 * owner's id, and a dashboard session (no key: the path holds a word that is none), get 401.
 */
export const greenApiPair = (status: number): Expected => ({
  anon: 401,
  owner: status,
  other: 401,
  crm: 401,
  admin: 401,
});

/** The path of a Green-API method of the owner's token, with the caller's key in it. */
export const greenApiAt = (method: string, { world, caller }: RowContext, after = '') =>
  `/waInstance${world.owner.insid}/${method}/${caller.headers.key ?? 'no-key'}${after}`;

export const GREEN_API_ROWS: MatrixRow[] = [
  {
    route: 'GET /waInstance{idInstance}/getStateInstance/{apiTokenInstance}',
    expect: greenApiPair(200),
    request: (c) => ({ path: greenApiAt('getStateInstance', c) }),
  },
];
