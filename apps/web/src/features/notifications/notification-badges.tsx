import { type BadgeCounts, BadgeCountsSchema } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { Bell, LifeBuoy, type LucideIcon, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../lib/api-client';

const REFRESH_MS = 60_000;

interface BadgeLink {
  key: keyof BadgeCounts;
  label: string;
  to: string;
  icon: LucideIcon;
}

const BADGES: BadgeLink[] = [
  { key: 'supportRequests', label: 'Support requests', to: '/dashboard/viewTickets', icon: LifeBuoy },
  { key: 'broadcasts', label: 'Broadcasts', to: '/dashboard/view-broadcasts', icon: Radio },
  { key: 'notifications', label: 'Notifications', to: '/dashboard/view-announcements', icon: Bell },
];

/** The three top-bar icons with the counts the server reports (a badge shows only above 0). */
export function NotificationBadges() {
  const counts = useQuery({
    queryKey: ['notification-counts'],
    queryFn: ({ signal }) => api.get('/dash/notifications/counts', { schema: BadgeCountsSchema, signal }),
    refetchInterval: REFRESH_MS,
  });
  return (
    <ul className="flex items-center gap-0.5">
      {BADGES.map(({ key, label, to, icon: Icon }) => {
        const count = counts.data?.[key] ?? 0;
        const name = counts.isSuccess ? `${label}: ${count}` : label;
        return (
          <li key={key}>
            <Link
              to={to}
              title={name}
              aria-label={name}
              className="relative flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <Icon aria-hidden="true" className="size-5" />
              {count > 0 && (
                <span
                  aria-hidden="true"
                  data-testid={`badge-${key}`}
                  className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white"
                >
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
