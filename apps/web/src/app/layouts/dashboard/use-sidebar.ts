import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '../../../lib/router';
import { useMediaQuery } from '../../../lib/use-media-query';
import { SIDEBAR_ID } from './side-bar';

/** From this width the side bar sits beside the content; below it, it overlays the content. */
const DESKTOP_QUERY = '(min-width: 1024px)';

/** Side bar state (spec 2.7): open or collapsed on large screens, an overlay on small ones. */
export function useSidebar() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the overlay on every navigation
  useEffect(() => setOverlayOpen(false), [pathname]);

  /** Closed without going anywhere (Escape, a tap beside it): focus goes back to its toggle. */
  const dismiss = useCallback(() => {
    setOverlayOpen(false);
    document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
  }, []);

  useEffect(() => {
    if (!overlayOpen || desktop) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismiss();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlayOpen, desktop, dismiss]);

  const toggle = useCallback(() => {
    if (desktop) setDesktopOpen((open) => !open);
    else setOverlayOpen((open) => !open);
  }, [desktop]);

  return {
    desktop,
    open: desktop ? desktopOpen : overlayOpen,
    /** Icons only: a closed side bar on a large screen. */
    collapsed: desktop && !desktopOpen,
    toggle,
    /** The overlay is open: the page behind it is inert until it closes. */
    overlay: !desktop && overlayOpen,
    closeOverlay: dismiss,
  };
}
