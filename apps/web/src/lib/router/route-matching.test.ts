import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes, type RouteObject } from './route-matching';

const leaf = (path: string): RouteObject => ({ path, handle: path });

const app: RouteObject[] = [
  {
    handle: 'root',
    children: [
      {
        handle: 'public',
        children: [
          { index: true, handle: 'home' },
          leaf('auth'),
          leaf('auth/signup'),
          leaf('blogs'),
          leaf('blogs/:id'),
          leaf('blogs/:id/:slug'),
          leaf('*'),
        ],
      },
      leaf('dashboard/*'),
    ],
  },
];

const handles = (pathname: string, routes = app, basename?: string) =>
  matchRoutes(routes, pathname, basename)?.map((m) => m.route.handle);

describe('matching the app route table', () => {
  it('renders each level down to the page', () => {
    expect(handles('/')).toEqual(['root', 'public', 'home']);
    expect(handles('/auth/signup')).toEqual(['root', 'public', 'auth/signup']);
    expect(handles('/blogs/7/a-post')).toEqual(['root', 'public', 'blogs/:id/:slug']);
  });

  it('prefers a static segment over a splat, whatever their order', () => {
    expect(handles('/dashboard/profile')).toEqual(['root', 'dashboard/*']);
    expect(handles('/dashboard')).toEqual(['root', 'dashboard/*']);
    expect(handles('/nowhere/at/all')).toEqual(['root', 'public', '*']);
  });

  it('ignores case and trailing slashes as React Router does', () => {
    expect(handles('/AUTH/')).toEqual(['root', 'public', 'auth']);
    expect(handles('/blogs/')).toEqual(['root', 'public', 'blogs']);
  });

  it('gives decoded parameters, and the splat as *', () => {
    const matches = matchRoutes(app, '/blogs/12/caf%C3%A9') ?? [];
    expect(matches.at(-1)?.params).toEqual({ id: '12', slug: 'café' });
    const dashboard = matchRoutes(app, '/dashboard/view-blogs') ?? [];
    expect(dashboard.at(-1)).toMatchObject({ params: { '*': 'view-blogs' }, pathnameBase: '/dashboard' });
  });

  it('matches descendant routes below where they are mounted', () => {
    const below: RouteObject[] = [
      { handle: 'guard', children: [{ index: true, handle: 'tokens' }, leaf('profile')] },
    ];
    expect(handles('/dashboard', below, '/dashboard')).toEqual(['guard', 'tokens']);
    expect(handles('/dashboard/profile/', below, '/dashboard')).toEqual(['guard', 'profile']);
    expect(handles('/dashboardx', below, '/dashboard')).toBeUndefined();
    expect(matchRoutes(below, '/dashboard/profile', '/dashboard')?.at(-1)?.pathname).toBe(
      '/dashboard/profile',
    );
  });

  it('matches nothing rather than a parent alone', () => {
    expect(handles('/anything', [{ handle: 'layout', children: [leaf('a')] }])).toBeUndefined();
  });
});

describe('matchPath', () => {
  it('takes a prefix only when not at the end of a branch', () => {
    expect(matchPath({ path: 'blogs', end: false }, '/blogs/1')?.pathnameBase).toBe('/blogs');
    expect(matchPath({ path: 'blogs', end: true }, '/blogs/1')).toBeNull();
    expect(matchPath({ path: 'blog', end: false }, '/blogs')).toBeNull();
  });

  it('is case-sensitive when the route asks', () => {
    expect(matchPath({ path: 'apiDocs', end: true, caseSensitive: true }, '/apidocs')).toBeNull();
    expect(matchPath({ path: 'apiDocs', end: true }, '/apidocs')).not.toBeNull();
  });
});
