import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';

/** The credentials a guard asks for, each one or more of the OpenAPI document's security schemes (openapi.ts). */
export type SecurityScheme = 'apiKey' | 'session';

const SCHEME = Symbol('openapi security scheme');
type Marked = { [SCHEME]?: SecurityScheme };

/** Marks a guard with the credential it asks for, so the routes it guards declare it. */
export function takes<T extends object>(scheme: SecurityScheme, guard: T): T {
  (guard as Marked)[SCHEME] = scheme;
  return guard;
}

function schemeOf(hooks: unknown): SecurityScheme | undefined {
  for (const hook of [hooks].flat()) {
    const scheme = (hook as Marked | undefined)?.[SCHEME];
    if (scheme) return scheme;
  }
  return undefined;
}

/**
 * The security requirements of each credential, alternatives in order: a token's API key goes
 * in the `key` header (with `insid`) or as `Authorization: Bearer <api key>`.
 */
const REQUIREMENTS: Record<SecurityScheme, Record<string, string[]>[]> = {
  apiKey: [{ apiKey: [] }, { bearerApiKey: [] }],
  session: [{ session: [] }],
};

function declare(route: RouteOptions, scheme: SecurityScheme): void {
  if (route.schema?.security) return;
  route.schema = { ...route.schema, security: REQUIREMENTS[scheme] };
}

/**
 * Routes whose own onRequest is a marked guard declare its credential in the OpenAPI document:
 * the interactive reference's "Test Request" and generated clients then send it.
 */
export function declareRouteSecurity(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const scheme = schemeOf(route.onRequest);
    if (scheme) declare(route, scheme);
  });
}

/** Guards every route the plugin registers after this, and declares the guard's credential on each. */
export function guardEveryRoute(
  app: FastifyInstance,
  guard: (request: FastifyRequest) => Promise<void>,
): void {
  const scheme = schemeOf(guard);
  if (scheme) app.addHook('onRoute', (route) => declare(route, scheme));
  app.addHook('onRequest', guard);
}
