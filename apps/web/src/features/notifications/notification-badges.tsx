import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck, LifeBuoy, type LucideIcon, Radio } from 'lucide-react';
import { useState } from 'react';
import { TextWithDates } from '../../components/date-text';
import {
  menuContentClassName,
  menuItemClassName,
  menuSeparatorClassName,
} from '../../components/menu-styles';
import { TicketStatusBadge } from '../../components/ticket-status-badge';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { notificationKeys, refreshTopBar } from '../../lib/top-bar-queries';
import { notificationsApi, useMarkRead } from './api';
import {
  BADGES,
  type BadgeDefinition,
  type BadgeKey,
  badgeEntries,
  badgeName,
  badgeText,
} from './top-bar-entries';

const REFRESH_MS = 60_000;

const ICONS: Record<BadgeKey, LucideIcon> = {
  supportRequests: LifeBuoy,
  broadcasts: Radio,
  notifications: Bell,
};

const itemClass = cn(menuItemClassName, 'items-start');

interface BadgeMenuProps {
  badge: BadgeDefinition;
  count: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One top-bar icon: its count, and a dropdown of what is waiting with a View all link. */
function BadgeMenu({ badge, count, open, onOpenChange }: BadgeMenuProps) {
  const items = useQuery({
    queryKey: notificationKeys.items,
    queryFn: ({ signal }) => notificationsApi.items(signal),
    enabled: open,
  });
  const markRead = useMarkRead();
  const Icon = ICONS[badge.key];
  const name = badgeName(badge.label, count);
  const text = count === undefined ? null : badgeText(count);
  const entries = items.data ? badgeEntries(badge.key, items.data) : [];
  const isNotifications = badge.key === 'notifications';
  const anyUnread = entries.some((entry) => entry.unread);
  // The list holds the newest notifications: "Mark all as read" leaves one that arrives later unread.
  const newestShown = Math.max(0, ...entries.map((entry) => entry.notificationId ?? 0));

  return (
    // Non-modal like the account menu, so a page opened from it gets the focus cleanly.
    <Menu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger
        aria-label={name}
        title={name}
        className="relative flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <Icon aria-hidden="true" className="size-5" />
        {text && (
          <span
            aria-hidden="true"
            data-testid={`badge-${badge.key}`}
            className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white"
          >
            {text}
          </span>
        )}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className={cn(menuContentClassName, 'w-80 max-w-[calc(100vw-1rem)]')}
        >
          <Menu.Label className="px-3 py-2 font-semibold text-slate-900 text-sm dark:text-white">
            {badge.label}
          </Menu.Label>
          <Menu.Separator className={menuSeparatorClassName} />
          {items.isPending ? (
            <p role="status" className="px-3 py-2 text-slate-500 text-sm dark:text-slate-400">
              Loading...
            </p>
          ) : items.isError ? (
            <p role="alert" className="px-3 py-2 text-red-600 text-sm dark:text-red-400">
              Could not load the list. Please try again.
            </p>
          ) : entries.length === 0 ? (
            <p className="px-3 py-2 text-slate-500 text-sm dark:text-slate-400">{badge.empty}</p>
          ) : (
            <Menu.Group className="max-h-80 overflow-y-auto">
              {entries.map((entry) => (
                <Menu.Item
                  key={entry.key}
                  asChild
                  className={itemClass}
                  onSelect={() => {
                    if (entry.notificationId !== undefined && entry.unread)
                      markRead.mutate({ id: entry.notificationId });
                  }}
                >
                  <Link to={entry.to}>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'mt-1.5 size-2 shrink-0 rounded-full',
                        entry.unread ? 'bg-emerald-600' : 'bg-transparent',
                      )}
                    />
                    <span className={cn('min-w-0 flex-1 break-words', entry.unread && 'font-semibold')}>
                      <TextWithDates text={entry.title} />
                      {entry.unread && isNotifications && <span className="sr-only"> (unread)</span>}
                    </span>
                    {entry.ticketStatus && <TicketStatusBadge status={entry.ticketStatus} />}
                  </Link>
                </Menu.Item>
              ))}
            </Menu.Group>
          )}
          <Menu.Separator className={menuSeparatorClassName} />
          {isNotifications && anyUnread && (
            <Menu.Item className={itemClass} onSelect={() => markRead.mutate({ upToId: newestShown })}>
              <CheckCheck aria-hidden="true" className="mt-0.5 size-4" />
              Mark all as read
            </Menu.Item>
          )}
          <Menu.Item asChild className={cn(itemClass, 'font-medium text-emerald-700 dark:text-emerald-400')}>
            <Link to={badge.viewAll}>View all</Link>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** The three top-bar icons (spec 2.7) with the server's counts, each opening a dropdown. */
export function NotificationBadges() {
  const [open, setOpen] = useState<BadgeKey | null>(null);
  const counts = useQuery({
    queryKey: notificationKeys.counts,
    queryFn: ({ signal }) => notificationsApi.counts(signal),
    refetchInterval: REFRESH_MS,
  });
  const queryClient = useQueryClient();
  return (
    <ul className="flex items-center gap-0.5">
      {BADGES.map((badge) => (
        <li key={badge.key}>
          <BadgeMenu
            badge={badge}
            count={counts.data?.[badge.key]}
            open={open === badge.key}
            onOpenChange={(next) => {
              setOpen(next ? badge.key : null);
              // Opening a list shows what is waiting now, and the badges follow.
              if (next) refreshTopBar(queryClient);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
