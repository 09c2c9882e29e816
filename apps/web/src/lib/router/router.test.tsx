import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';
import { fixedLocation, resolveTo } from './location-store';
import type { RouteObject } from './route-matching';
import { Outlet, StaticRouter, useLocation, useParams, useRoutes, useSearchParams } from './router';

function Params() {
  return <i>{JSON.stringify(useParams())}</i>;
}
function Query() {
  const [params] = useSearchParams();
  return <q>{params.get('page')}</q>;
}
function Here() {
  return <u>{useLocation().pathname}</u>;
}
const Layout = ({ name }: { name: string }) => (
  <section data-name={name}>
    <Outlet />
  </section>
);

const below: RouteObject[] = [
  { element: <Layout name="guard" />, children: [{ path: 'posts/:id', element: <Params /> }] },
];
function Below() {
  return useRoutes(below);
}
const routes: RouteObject[] = [
  {
    element: <Layout name="root" />,
    children: [
      { index: true, element: <Here /> },
      { path: 'list', element: <Query /> },
      { path: 'area/*', element: <Below /> },
    ],
  },
];
function App() {
  return useRoutes(routes);
}
const render = (at: string, element = <App />) =>
  renderToString(<StaticRouter location={at}>{element}</StaticRouter>);

describe('rendering routes', () => {
  it('nests each level through Outlet', () => {
    expect(render('/')).toBe('<section data-name="root"><u>/</u></section>');
  });

  it('renders descendant routes below their mount point, with their own and their mount point parameters', () => {
    expect(render('/area/posts/5')).toBe(
      '<section data-name="root"><section data-name="guard"><i>{&quot;*&quot;:&quot;posts/5&quot;,&quot;id&quot;:&quot;5&quot;}</i></section></section>',
    );
  });

  it('reads the query', () => {
    expect(render('/list?page=3')).toContain('<q>3</q>');
  });

  it('renders nothing where no route matches', () => {
    expect(render('/missing')).toBe('');
  });
});

describe('links', () => {
  it('point at where they lead from the current address', () => {
    const html = render(
      '/blogs?page=2',
      <>
        <Link to="/about">a</Link>
        <Link to="#plans">b</Link>
        <Link to=".">c</Link>
        <Link to="https://example.com/x">d</Link>
      </>,
    );
    expect(html).toBe(
      '<a href="/about">a</a><a href="/blogs?page=2#plans">b</a><a href="/blogs">c</a><a href="https://example.com/x">d</a>',
    );
  });

  it('mark the page that is open, below it only without end', () => {
    const at = (path: string, end?: boolean) =>
      render(
        path,
        <NavLink to="/blogs" end={end} className={({ isActive }) => (isActive ? 'on' : 'off')}>
          x
        </NavLink>,
      );
    expect(at('/Blogs/')).toContain('aria-current="page" class="on"');
    expect(at('/blogs/7')).toContain('class="on"');
    expect(at('/blogs/7', true)).toContain('class="off"');
    expect(at('/blogsx')).toContain('class="off"');
  });
});

describe('resolveTo', () => {
  const from = fixedLocation('/dashboard/notifications?filter=unread#top');
  it('keeps the page for a query or a hash, and drops the query for "."', () => {
    expect(resolveTo('?page=2', from)).toBe('/dashboard/notifications?page=2');
    expect(resolveTo('#x', from)).toBe('/dashboard/notifications?filter=unread#x');
    expect(resolveTo('.', from)).toBe('/dashboard/notifications');
    expect(resolveTo('/auth', from)).toBe('/auth');
    expect(resolveTo('read?page=2#x', from)).toBe('/dashboard/notifications/read?page=2#x');
  });
});
