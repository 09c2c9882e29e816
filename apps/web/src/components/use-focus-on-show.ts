import { useEffect, useRef } from 'react';

/**
 * A ref for an element (a heading, with tabIndex -1) that takes focus once shown when `wanted`:
 * what replaced a sent form or a pressed button, so focus does not fall to the page's body.
 */
export function useFocusOnShow<T extends HTMLElement>(wanted: boolean | undefined) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (wanted) element.current?.focus();
  }, [wanted]);
  return element;
}
