import { HASH_SCROLL_DELAY_MS } from '@chatgate/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top; a #section link scrolls to that section after 100 ms. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path
  useEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash]);

  return null;
}
