import { HASH_SCROLL_DELAY_MS } from '@chatgate/contracts';
import { useEffect } from 'react';
import { useLocation } from '../lib/router';
import { whileDocumentChanges } from './while-document-changes';

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
    let stop: (() => void) | undefined;
    // The section may belong to a page whose code is still loading: then scroll once it appears.
    const timer = setTimeout(() => {
      stop = whileDocumentChanges(() => {
        const target = document.getElementById(id);
        target?.scrollIntoView({ behavior: 'smooth' });
        return target === null;
      }, SECTION_WAIT_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop?.();
    };
  }, [hash]);

  return null;
}
