import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Link, useLocation } from '../../../lib/router';
import { navItemClass } from './nav-item-styles';
import { isActiveEntry, type NavEntry, type NavSection } from './side-nav-items';

function NavItem({ entry, collapsed, nested }: { entry: NavEntry; collapsed: boolean; nested?: boolean }) {
  const { pathname } = useLocation();
  const active = isActiveEntry(pathname, entry);
  const Icon = entry.icon;
  return (
    <Link
      to={entry.to}
      title={collapsed ? entry.label : undefined}
      aria-current={active ? 'page' : undefined}
      className={cn(navItemClass({ active, collapsed }), nested && !collapsed && 'pl-8')}
    >
      <Icon aria-hidden="true" className="size-[18px] shrink-0" />
      <span className={cn(collapsed ? 'sr-only' : 'min-w-0 leading-5')}>{entry.label}</span>
    </Link>
  );
}

function NavGroup({
  section,
  collapsed,
}: {
  section: Extract<NavSection, { kind: 'group' }>;
  collapsed: boolean;
}) {
  const { pathname } = useLocation();
  const containsActive = section.entries.some((entry) => isActiveEntry(pathname, entry));
  const [expanded, setExpanded] = useState(containsActive);
  const listId = useId();
  useEffect(() => {
    if (containsActive) setExpanded(true);
  }, [containsActive]);

  // Collapsed, the side bar shows every entry's icon; a rule separates the groups.
  if (collapsed) {
    return (
      <li className="mt-1 border-slate-100 border-t pt-1 dark:border-slate-800">
        <ul aria-label={section.label}>
          {section.entries.map((entry) => (
            <li key={entry.to}>
              <NavItem entry={entry} collapsed />
            </li>
          ))}
        </ul>
      </li>
    );
  }
  const Icon = section.icon;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className={cn(navItemClass({}), containsActive && 'text-slate-900 dark:text-white')}
      >
        <Icon aria-hidden="true" className="size-[18px] shrink-0" />
        <span className="flex-1 truncate text-left">{section.label}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', !expanded && '-rotate-90')}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-0.5 space-y-0.5">
        {section.entries.map((entry) => (
          <li key={entry.to}>
            <NavItem entry={entry} collapsed={false} nested />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The side-bar menu: links and collapsible groups, the active page highlighted. */
export function SideNav({ sections, collapsed }: { sections: NavSection[]; collapsed: boolean }) {
  return (
    <nav aria-label="Dashboard" className="flex-1 overflow-y-auto overflow-x-hidden p-3">
      <ul className="space-y-0.5">
        {sections.map((section) =>
          section.kind === 'link' ? (
            <li key={section.entry.to}>
              <NavItem entry={section.entry} collapsed={collapsed} />
            </li>
          ) : (
            <NavGroup key={section.label} section={section} collapsed={collapsed} />
          ),
        )}
      </ul>
    </nav>
  );
}
