import { type RefObject, useEffect } from 'react';

// index.html's inline script records clicks on checkboxes of a prerendered page made before the
// page's code runs (a Radix checkbox is a button: without its code the browser does nothing with
// a click) and shows each as ticked at once. Each checkbox takes its own once it has hydrated.

declare global {
  interface Window {
    /** The checkboxes clicked so far, in order; null once the page's code has taken them. */
    __earlyCheckboxClicks?: Element[] | null;
  }
}

let early: Element[] = [];

/** Stops recording: clicks from now on are React's own. Call before hydrating. */
export function takeEarlyCheckboxClicks(): void {
  if (typeof window === 'undefined') return;
  early = window.__earlyCheckboxClicks ?? [];
  window.__earlyCheckboxClicks = null;
}

/** Once `ref`'s element has hydrated, calls `toggle` if it was clicked an odd number of times before. */
export function useEarlyClicks(ref: RefObject<Element | null>, toggle: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the clicks made before hydration, once
  useEffect(() => {
    const clicks = early.filter((element) => element === ref.current).length;
    if (clicks === 0) return;
    early = early.filter((element) => element !== ref.current);
    if (clicks % 2 === 1) toggle();
  }, []);
}
