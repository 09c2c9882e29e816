import { createContext, useContext, useEffect } from 'react';

type SetPageTitle = (title: string | undefined) => void;

/**
 * How a page inside a layout names itself in the browser's tab when its path alone does not say
 * it: the record it shows (an announcement's subject) or that it is refused (Access Denied). The
 * layout owns the one <title>; outside a layout that provides this, naming does nothing.
 */
export const PageTitleContext = createContext<SetPageTitle>(() => {});

/** Names the page `title` while it is shown; undefined leaves the layout's own name. */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}
