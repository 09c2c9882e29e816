import { HASH_SCROLL_DELAY_MS } from '@chatgate/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a #section link waits for its section to appear (its page's code loading). */
const SECTION_WAIT_MS = 10_000;

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
    const id = decodeURIComponent(hash.slice(1));
    let observer: MutationObserver | undefined;
    // The section may belong to a page whose code is still loading: then scroll once it appears.
    const timer = setTimeout(() => {
      const scroll = () => {
        const target = document.getElementById(id);
        target?.scrollIntoView({ behavior: 'smooth' });
        return target !== null;
      };
      if (scroll()) return;
      observer = new MutationObserver(() => {
        if (scroll()) observer?.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, HASH_SCROLL_DELAY_MS);
    const giveUp = setTimeout(() => observer?.disconnect(), HASH_SCROLL_DELAY_MS + SECTION_WAIT_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      observer?.disconnect();
    };
  }, [hash]);

  return null;
}
