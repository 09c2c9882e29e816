import { useCallback, useLayoutEffect, useState } from 'react';
import { browserStore } from './storage';

/** Where the dark-mode choice is remembered (cleared with the rest of storage at logout). */
export const DARK_MODE_KEY = 'darkMode';
export const DARK_CLASS = 'dark';

/**
 * Dark mode of the dashboard (spec 2.7): toggles the `dark` class on document.body while the
 * caller is mounted, so public pages, which have no dark styles, always render light.
 */
export function useDarkMode() {
  const [dark, setDark] = useState(() => browserStore().getItem(DARK_MODE_KEY) === 'true');

  // Before paint, so a dark dashboard never flashes light.
  useLayoutEffect(() => {
    document.body.classList.toggle(DARK_CLASS, dark);
    return () => document.body.classList.remove(DARK_CLASS);
  }, [dark]);

  const toggle = useCallback(() => {
    setDark((current) => {
      browserStore().setItem(DARK_MODE_KEY, String(!current));
      return !current;
    });
  }, []);

  return { dark, toggle };
}
