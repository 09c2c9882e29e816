import { LAYOUT } from '@chatgate/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';

export const SIDEBAR_ID = 'dashboard-sidebar';

interface SideBarProps {
  desktop: boolean;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The side bar: 256 px open, 64 px collapsed beside the content; an overlay on small screens. */
export function SideBar({ desktop, open, onClose, children }: SideBarProps) {
  const width = desktop && !open ? LAYOUT.sideBarCollapsedPx : LAYOUT.sideBarOpenPx;
  const aside = useRef<HTMLElement>(null);
  const overlay = !desktop && open;
  // Opened over the page, it takes focus: Tab goes through its links, not the inert page behind.
  useEffect(() => {
    if (overlay) aside.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [overlay]);
  return (
    <>
      {overlay && (
        <div
          aria-hidden="true"
          onClick={onClose}
          className="fixed inset-x-0 bottom-0 z-30 bg-slate-900/40 backdrop-blur-[1px] print:hidden"
          style={{ top: LAYOUT.topBarHeightPx }}
        />
      )}
      <aside
        ref={aside}
        id={SIDEBAR_ID}
        aria-label="Sidebar"
        style={{ top: LAYOUT.topBarHeightPx, width }}
        className={cn(
          'fixed bottom-0 left-0 z-30 flex flex-col border-slate-200 border-r bg-white transition-[width,transform] duration-200',
          'dark:border-slate-800 dark:bg-slate-900 print:hidden',
          !desktop && !open && 'invisible -translate-x-full',
          overlay && 'shadow-2xl',
        )}
      >
        {children}
      </aside>
    </>
  );
}
