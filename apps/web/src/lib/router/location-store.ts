/** Where the app is: the parts of the address React Router's location has, and the state pushed with it. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** What a router can do: where it is now, and how it moves (`navigate(-1)` goes back). */
export interface Navigator {
  location: Location;
  navigate(to: string | number, options?: NavigateOptions): void;
}

interface HistoryState {
  usr?: unknown;
  key?: string;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function readBrowserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? {}) as HistoryState;
  return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
}

const listeners = new Set<() => void>();
let current: Location | null = null;

/** The browser's address as a store for useSyncExternalStore: one object per address, until it changes. */
export const browserLocation = {
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('popstate', changed);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('popstate', changed);
    };
  },
  snapshot(): Location {
    current ??= readBrowserLocation();
    return current;
  },
  navigate(to: string | number, options: NavigateOptions = {}): void {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const state: HistoryState = { usr: options.state, key: newKey() };
    if (options.replace) window.history.replaceState(state, '', to);
    else window.history.pushState(state, '', to);
    changed();
  },
};

function changed() {
  current = readBrowserLocation();
  for (const listener of listeners) listener();
}

/** A location for an address given as a string (the prerenderer's), which never moves. */
export function fixedLocation(address: string): Location {
  const url = new URL(address, 'http://prerender.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
}

/** Where `to` leads from `from`: an absolute path, `?query`, `#hash`, or `.` (this page without its query). */
export function resolveTo(to: string, from: Location): string {
  if (to.startsWith('#')) return `${from.pathname}${from.search}${to}`;
  if (to.startsWith('?')) return `${from.pathname}${to}`;
  if (to === '.' || to === '') return from.pathname;
  if (to.startsWith('/')) return to;
  const base = from.pathname.endsWith('/') ? from.pathname : `${from.pathname}/`;
  const url = new URL(to, `http://resolve.invalid${base}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

export const pathOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;
