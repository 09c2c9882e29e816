import type { ReactNode } from 'react';

/** A route of the app's tables: matched as React Router's route objects are, for the subset the app uses. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  handle?: unknown;
  children?: RouteObject[];
}

export type Params = Record<string, string>;

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  /** The part of the address this route and its parents matched. */
  pathname: string;
  /** `pathname` without what a trailing `*` took: where descendant routes start. */
  pathnameBase: string;
}

interface Branch {
  path: string;
  score: number;
  routes: { route: RouteObject; relativePath: string; order: number }[];
}

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const trimTrailingSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

// A static segment outweighs a parameter, which outweighs a splat: /dashboard/* wins over /*.
const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const EMPTY_SEGMENT = 1;
const INDEX_ROUTE = 2;
const SPLAT_PENALTY = -2;

function scoreOf(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length;
  if (segments.includes('*')) score += SPLAT_PENALTY;
  if (index) score += INDEX_ROUTE;
  for (const segment of segments) {
    if (segment === '*') continue;
    if (segment.startsWith(':')) score += DYNAMIC_SEGMENT;
    else score += segment === '' ? EMPTY_SEGMENT : STATIC_SEGMENT;
  }
  return score;
}

/** Every route that can match by itself (one with a path, or an index route), with its parents. */
function flatten(routes: RouteObject[], parents: Branch['routes'] = [], parentPath = ''): Branch[] {
  const branches: Branch[] = [];
  routes.forEach((route, order) => {
    const relativePath = route.path ?? '';
    const meta = [...parents, { route, relativePath, order }];
    const path = joinPaths(parentPath, relativePath);
    if (route.children?.length) branches.push(...flatten(route.children, meta, path));
    if (route.path != null || route.index)
      branches.push({ path, score: scoreOf(path, route.index), routes: meta });
  });
  return branches;
}

/** Siblings keep their order; otherwise the higher score first (the sort is stable). */
function rank(branches: Branch[]): Branch[] {
  const orders = (branch: Branch) => branch.routes.map((r) => r.order);
  return branches.sort((a, b) => {
    if (a.score !== b.score) return b.score - a.score;
    const x = orders(a);
    const y = orders(b);
    const siblings = x.length === y.length && x.slice(0, -1).every((n, i) => n === y[i]);
    return siblings ? (x.at(-1) ?? 0) - (y.at(-1) ?? 0) : 0;
  });
}

/** Matches `pattern` (`/a/:id/*`) at the start of `pathname` (all of it when `end`). */
export function matchPath(
  pattern: { path: string; caseSensitive?: boolean; end: boolean },
  pathname: string,
): { params: Params; pathname: string; pathnameBase: string } | null {
  const names: string[] = [];
  let source = `^${pattern.path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  const splat = pattern.path.endsWith('*');
  if (splat) {
    names.push('*');
    source += pattern.path === '*' || pattern.path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (pattern.end) source += '\\/*$';
  else if (source !== '^/') source += '(?:(?=\\/|$))';
  const found = new RegExp(source, pattern.caseSensitive ? undefined : 'i').exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let base = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1] ?? '';
    if (name === '*') base = matched.slice(0, matched.length - value.length).replace(/(.)\/+$/, '$1');
    params[name] = safeDecode(value);
  });
  return { params, pathname: matched, pathnameBase: base };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const matches: RouteMatch[] = [];
  let params: Params = {};
  let matchedBase = '/';
  for (const [i, { route, relativePath }] of branch.routes.entries()) {
    const remaining = matchedBase === '/' ? pathname : pathname.slice(matchedBase.length) || '/';
    const found = matchPath(
      { path: relativePath, caseSensitive: route.caseSensitive, end: i === branch.routes.length - 1 },
      remaining,
    );
    if (!found) return null;
    params = { ...params, ...found.params };
    matches.push({
      route,
      params,
      pathname: joinPaths(matchedBase, found.pathname),
      pathnameBase: trimTrailingSlashes(joinPaths(matchedBase, found.pathnameBase)),
    });
    if (found.pathnameBase !== '/') matchedBase = joinPaths(matchedBase, found.pathnameBase);
  }
  return matches;
}

/** The routes of `routes` that `pathname` (below `basename`) renders, outermost first; null when none. */
export function matchRoutes(routes: RouteObject[], pathname: string, basename = '/'): RouteMatch[] | null {
  const base = trimTrailingSlashes(basename);
  let below = pathname;
  if (base !== '/') {
    if (!pathname.toLowerCase().startsWith(base.toLowerCase())) return null;
    below = pathname.slice(base.length) || '/';
    if (!below.startsWith('/')) return null;
  }
  for (const branch of rank(flatten(routes))) {
    const matches = matchBranch(branch, below);
    if (!matches) continue;
    if (base === '/') return matches;
    return matches.map((match) => ({
      ...match,
      pathname: joinPaths(base, match.pathname),
      pathnameBase: trimTrailingSlashes(joinPaths(base, match.pathnameBase)),
    }));
  }
  return null;
}
