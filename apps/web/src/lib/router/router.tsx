import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  browserLocation,
  fixedLocation,
  type Location,
  type NavigateOptions,
  type Navigator,
  resolveTo,
} from './location-store';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from './route-matching';

const NavigatorContext = createContext<Navigator | null>(null);

interface RouteLevel {
  matches: RouteMatch[];
  /** The index in `matches` of the route rendering now. */
  depth: number;
}

const RouteContext = createContext<RouteLevel>({ matches: [], depth: -1 });

const noop = () => {};

/** The app in the browser: follows the address bar and the back and forward buttons. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(
    browserLocation.subscribe,
    browserLocation.snapshot,
    browserLocation.snapshot,
  );
  const navigator = useMemo<Navigator>(() => ({ location, navigate: browserLocation.navigate }), [location]);
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}

/** The app rendered once at `location` (the prerenderer): it cannot move. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const navigator = useMemo<Navigator>(
    () => ({ location: fixedLocation(location), navigate: noop }),
    [location],
  );
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}

function useNavigator(): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('A router hook was used outside BrowserRouter or StaticRouter');
  return navigator;
}

export const useLocation = (): Location => useNavigator().location;

export type NavigateFunction = (to: string | number | { hash: string }, options?: NavigateOptions) => void;

/** Moves the app to `to` (resolved from the current address), or back and forth in history with a number. */
export function useNavigate(): NavigateFunction {
  const { location, navigate } = useNavigator();
  return useCallback(
    (to, options) => {
      if (typeof to === 'number') navigate(to);
      else navigate(resolveTo(typeof to === 'string' ? to : `#${to.hash}`, location), options);
    },
    [location, navigate],
  );
}

type SearchInit = URLSearchParams | string | Record<string, string | string[]>;

function toSearchParams(init: SearchInit): URLSearchParams {
  if (init instanceof URLSearchParams || typeof init === 'string') return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init))
    for (const one of [value].flat()) params.append(name, one);
  return params;
}

/** The address's query, and a setter that moves to this page with another one (dropping the #hash). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNavigator();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const search = toSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(location.search)) : next,
      );
      const query = search.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [location, navigate],
  );
  return [params, setParams];
}

/** The parameters of the routes matched down to the one rendering. */
export function useParams(): Params {
  const { matches, depth } = useContext(RouteContext);
  return matches[depth]?.params ?? {};
}

function RenderedRoute({ matches, depth }: RouteLevel): ReactNode {
  const element = matches[depth]?.route.element ?? <Outlet />;
  return <RouteContext.Provider value={{ matches, depth }}>{element}</RouteContext.Provider>;
}

/** Where the matched child route of the rendering route goes. */
export function Outlet(): ReactNode {
  const { matches, depth } = useContext(RouteContext);
  if (depth + 1 >= matches.length) return null;
  return <RenderedRoute matches={matches} depth={depth + 1} />;
}

/** Renders the routes of `routes` the address matches, below where the rendering route matched. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const parent = useContext(RouteContext);
  const base = parent.matches[parent.depth]?.pathnameBase ?? '/';
  const matches = useMemo(() => matchRoutes(routes, pathname, base), [routes, pathname, base]);
  if (!matches) return null;
  const inherited = parent.matches[parent.depth]?.params ?? {};
  const below = matches.map((match) => ({ ...match, params: { ...inherited, ...match.params } }));
  const all = [...parent.matches.slice(0, parent.depth + 1), ...below];
  return <RenderedRoute matches={all} depth={parent.depth + 1} />;
}

/** Moves to `to` once rendered. */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the element renders in
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}
