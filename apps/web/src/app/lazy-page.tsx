import { type ComponentType, use } from 'react';

export interface LazyPage {
  /** The route element: renders the page, suspending until its code has loaded. */
  element: React.ReactElement;
  /** Loads the page's code; once it resolves the element renders at once (hydration, prerendering). */
  preload(): Promise<ComponentType>;
}

/**
 * A page whose code is fetched when it is first needed, so each public page downloads only its
 * own code. Unlike React.lazy, a preloaded page renders synchronously: the browser preloads the
 * page it hydrates and the prerenderer every page it renders, and neither sees a fallback.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!loading) {
      const started = load().then(
        (page) => {
          // How React's `use` knows a promise has settled: it then reads the value without suspending.
          Object.assign(started, { status: 'fulfilled', value: page });
          return page;
        },
        (error: unknown) => {
          // Kept, as React.lazy keeps a failure: the page's boundary shows it (or reloads for a new
          // release). A fresh promise on each render would suspend again and ask again without end.
          Object.assign(started, { status: 'rejected', reason: error });
          throw error;
        },
      );
      loading = started;
    }
    return loading;
  };
  function Page() {
    const Loaded = use(preload());
    return <Loaded />;
  }
  return { element: <Page />, preload };
}
