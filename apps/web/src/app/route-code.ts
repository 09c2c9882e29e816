import { matchRoutes, type RouteObject } from '../lib/router';
import type { LazyPage } from './lazy-page';

/** What a route's `handle` carries: the code to load before the route renders without a fallback. */
export interface RouteCode {
  preload(pathname: string): Promise<unknown>;
}

/** A page's route; `handle` lets preloadRouteCode() find its code. */
export const pageRoute = (path: string, code: LazyPage): RouteObject => ({
  path,
  element: code.element,
  handle: code satisfies RouteCode,
});

/**
 * Loads the code of every level of `routes` that `pathname` matches, side by side (`basename`:
 * where `routes` are mounted).
 */
export async function preloadRouteCode(
  routes: RouteObject[],
  pathname: string,
  basename?: string,
): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteCode | undefined)?.preload(pathname)));
}
