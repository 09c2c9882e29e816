import { useEffect, useRef } from 'react';
import { useLocation } from '../lib/router';
import { whileDocumentChanges } from './while-document-changes';

/** How long focus follows a new page's heading (its code or its data loading). */
const HEADING_WAIT_MS = 10_000;

const pageHeading = () =>
  document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/**
 * After an in-app navigation, focus moves to the new page's h1, so a keyboard or screen-reader
 * user starts at the page they opened (and hears its name) instead of on the link they pressed
 * or, when that link went with the old page, on the body. Focus stays put after a #section link,
 * on a page that put it somewhere itself (a form's first field), or once the user has moved it.
 * The first load leaves focus to the browser.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const firstPath = useRef(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path, not on a new #section
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    // A #section link is for that section (ScrollManager scrolls to it), not the page's top.
    if (hash) return;
    const focusedBefore = document.activeElement;
    let placed: Element | null = null;
    /** Focus is still where the navigation or this effect left it, or fell to the body. */
    const unclaimed = () => {
      const active = document.activeElement;
      return (
        !active ||
        active === document.body ||
        active === focusedBefore ||
        active === placed ||
        !active.isConnected
      );
    };
    /** Puts focus on the page's heading; false once something else has taken focus. */
    const place = () => {
      if (!unclaimed()) return false;
      const heading = pageHeading();
      // A page may swap its heading (a loading one for the record's): focus follows it.
      if (heading && heading !== document.activeElement) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        placed = heading;
      }
      return true;
    };
    return whileDocumentChanges(place, HEADING_WAIT_MS);
  }, [pathname]);

  return null;
}
