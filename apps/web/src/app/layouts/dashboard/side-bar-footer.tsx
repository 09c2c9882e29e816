import { LogOut, Moon, Sun } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Link, useLocation } from '../../../lib/router';
import { navItemClass } from './nav-item-styles';
import { isActiveEntry, PROFILE_ENTRY } from './side-nav-items';

interface SideBarFooterProps {
  collapsed: boolean;
  dark: boolean;
  onToggleDark: () => void;
  onLogout: () => void;
  logoutBusy: boolean;
}

/** Profile link, logout button and the light/dark toggle (spec 2.7). */
export function SideBarFooter({ collapsed, dark, onToggleDark, onLogout, logoutBusy }: SideBarFooterProps) {
  const label = (text: string) => <span className={cn(collapsed ? 'sr-only' : 'truncate')}>{text}</span>;
  const ThemeIcon = dark ? Sun : Moon;
  const ProfileIcon = PROFILE_ENTRY.icon;
  const profileActive = isActiveEntry(useLocation().pathname, PROFILE_ENTRY);
  return (
    <div className="space-y-0.5 border-slate-200 border-t p-3 dark:border-slate-800">
      <Link
        to={PROFILE_ENTRY.to}
        title={collapsed ? PROFILE_ENTRY.label : undefined}
        aria-current={profileActive ? 'page' : undefined}
        className={navItemClass({ active: profileActive, collapsed })}
      >
        <ProfileIcon aria-hidden="true" className="size-[18px] shrink-0" />
        {label(PROFILE_ENTRY.label)}
      </Link>
      <button
        type="button"
        onClick={onToggleDark}
        aria-pressed={dark}
        title={collapsed ? 'Dark mode' : undefined}
        className={navItemClass({ collapsed })}
      >
        <ThemeIcon aria-hidden="true" className="size-[18px] shrink-0" />
        {label('Dark mode')}
      </button>
      <button
        type="button"
        onClick={onLogout}
        disabled={logoutBusy}
        title={collapsed ? 'Logout' : undefined}
        className={navItemClass({ collapsed })}
      >
        <LogOut aria-hidden="true" className="size-[18px] shrink-0" />
        {label('Logout')}
      </button>
    </div>
  );
}
