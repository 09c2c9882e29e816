import { LAYOUT } from '@chatgate/contracts';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../../../components/icon-button';
import { Logo } from '../../../components/logo';
import { SIDEBAR_ID } from './side-bar';

interface TopBarProps {
  desktop: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  name: string;
  username: string;
  badges: ReactNode;
  accountMenu: ReactNode;
}

/** The fixed 60 px top bar (spec 2.7). */
export function TopBar({
  desktop,
  sidebarOpen,
  onToggleSidebar,
  name,
  username,
  badges,
  accountMenu,
}: TopBarProps) {
  const toggleIcon = desktop ? (sidebarOpen ? PanelLeftClose : PanelLeftOpen) : Menu;
  return (
    <header
      style={{ height: LAYOUT.topBarHeightPx }}
      className="fixed inset-x-0 top-0 z-40 flex items-center gap-2 border-slate-200 border-b bg-white px-3 sm:px-4 dark:border-slate-800 dark:bg-slate-900 print:hidden"
    >
      <IconButton
        icon={toggleIcon}
        label="Toggle sidebar"
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
      />
      {/* Below 420 px the name would push the account menu off-screen: the mark alone stays. */}
      <Logo to="/dashboard" className="ml-1" nameClassName="max-[420px]:sr-only" />
      <div className="ml-auto flex items-center gap-2 sm:gap-3">
        {badges}
        <div className="hidden min-w-0 text-right leading-tight sm:block">
          <p className="max-w-48 truncate font-semibold text-slate-900 text-sm dark:text-white">{name}</p>
          <p className="max-w-48 truncate text-slate-500 text-xs dark:text-slate-400">@{username}</p>
        </div>
        {accountMenu}
      </div>
    </header>
  );
}
