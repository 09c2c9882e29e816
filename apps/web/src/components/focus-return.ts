import { useRef } from 'react';

/**
 * For a dialog opened from state rather than a Radix Trigger: when it closes, focus goes back to
 * what had it when it opened, as it would to a trigger. Without this Radix leaves focus on the
 * page's body, and a keyboard user starts again from the top. Spread onto Dialog.Content.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}
