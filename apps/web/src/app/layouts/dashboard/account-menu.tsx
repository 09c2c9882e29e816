import * as Menu from '@radix-ui/react-dropdown-menu';
import { LogOut, UserRound } from 'lucide-react';
import {
  menuContentClassName,
  menuItemClassName,
  menuSeparatorClassName,
} from '../../../components/menu-styles';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/router';

const itemClass = cn(menuItemClassName, 'items-center');

interface AccountMenuProps {
  name: string;
  email: string;
  onLogout: () => void;
}

/** The account menu of the top bar: Profile and Logout (spec 2.7). */
export function AccountMenu({ name, email, onLogout }: AccountMenuProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    // Non-modal, so the logout confirmation dialog it opens gets the focus and pointer back cleanly.
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label="Account menu"
        className="flex size-9 items-center justify-center rounded-full bg-emerald-100 font-semibold text-emerald-700 text-sm hover:ring-4 hover:ring-emerald-50 dark:bg-emerald-900 dark:text-emerald-200 dark:hover:ring-emerald-950"
      >
        {initial}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={8} className={cn(menuContentClassName, 'min-w-56')}>
          <Menu.Label className="px-3 py-2">
            <span className="block truncate font-semibold text-slate-900 text-sm dark:text-white">
              {name}
            </span>
            <span className="block truncate text-slate-500 text-xs dark:text-slate-400">{email}</span>
          </Menu.Label>
          <Menu.Separator className={menuSeparatorClassName} />
          <Menu.Item asChild className={itemClass}>
            <Link to="/dashboard/profile">
              <UserRound aria-hidden="true" className="size-4" />
              Profile
            </Link>
          </Menu.Item>
          <Menu.Item className={itemClass} onSelect={() => setTimeout(onLogout, 0)}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
