import { NOTIFICATION_FILTERS, type NotificationFilter } from '@chatgate/contracts';
import { cn } from '../../lib/cn';
import { badgeText } from './top-bar-entries';

const LABELS: Record<NotificationFilter, string> = { all: 'All', unread: 'Unread' };

interface NotificationFilterProps {
  filter: NotificationFilter;
  /** How many are unread, once known; shown beside Unread. */
  unread: number | undefined;
  onChange: (filter: NotificationFilter) => void;
}

/** All | Unread, as two pressed-or-not buttons side by side. */
export function NotificationFilterButtons({ filter, unread, onChange }: NotificationFilterProps) {
  const unreadText = unread === undefined ? null : badgeText(unread);
  return (
    <fieldset className="inline-flex self-start rounded-lg bg-slate-100 p-1 sm:self-auto dark:bg-slate-800">
      <legend className="sr-only">Show</legend>
      {NOTIFICATION_FILTERS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={filter === value}
          onClick={() => onChange(value)}
          className={cn(
            'rounded-md px-3 py-1.5 font-medium text-sm focus-visible:outline-2 focus-visible:outline-emerald-600',
            filter === value
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
          )}
        >
          {LABELS[value]}
          {value === 'unread' && unreadText && (
            <span className="ml-1.5 rounded-full bg-emerald-700 px-1.5 py-0.5 font-semibold text-[11px] text-white">
              {unreadText}
            </span>
          )}
        </button>
      ))}
    </fieldset>
  );
}
