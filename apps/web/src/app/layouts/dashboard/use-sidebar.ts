import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '../../../lib/use-media-query';

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

  useEffect(() => {
    if (!overlayOpen || desktop) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOverlayOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlayOpen, desktop]);

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
    closeOverlay: () => setOverlayOpen(false),
  };
}
