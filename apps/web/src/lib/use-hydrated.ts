import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over prerendered HTML (and while prerendering), true once the page runs:
 * until then a form would submit natively (a reload that loses what was typed).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
