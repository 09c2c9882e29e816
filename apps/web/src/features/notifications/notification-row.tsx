import type { NotificationItem, NotificationKind } from '@chatgate/contracts';
import { Check, KeyRound, LifeBuoy, type LucideIcon, Megaphone, Radio } from 'lucide-react';
import { DateTime, TextWithDates } from '../../components/date-text';
import { IconButton } from '../../components/icon-button';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { KIND_LABELS } from './notification-params';
import { safeDashboardPath } from './top-bar-entries';

const ICONS: Record<NotificationKind, LucideIcon> = {
  announcement: Megaphone,
  broadcast: Radio,
  ticket: LifeBuoy,
  token: KeyRound,
};

interface NotificationRowProps {
  notification: NotificationItem;
  /** Marks this one read: when it is opened, or with its own button. */
  onMarkRead: (id: number) => void;
  marking: boolean;
}

/** One notification: its kind, title and time, linking to what it is about; unread ones stand out. */
export function NotificationRow({ notification, onMarkRead, marking }: NotificationRowProps) {
  const { id, kind, title, read, createdAt } = notification;
  const Icon = ICONS[kind];
  return (
    <li
      data-unread={!read || undefined}
      className={cn(
        'flex items-center gap-1 pr-2 sm:pr-3',
        !read && 'bg-emerald-50/60 dark:bg-emerald-950/30',
      )}
    >
      <Link
        to={safeDashboardPath(notification.link)}
        onClick={() => {
          if (!read) onMarkRead(id);
        }}
        className="flex min-w-0 flex-1 items-start gap-3 px-4 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600 focus-visible:-outline-offset-2 sm:px-5 dark:hover:bg-slate-800/60"
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-9 shrink-0 items-center justify-center rounded-full',
            read
              ? 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400'
              : 'bg-emerald-100 text-emerald-700 dark:bg-emerald-900 dark:text-emerald-300',
          )}
        >
          <Icon className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              'block break-words text-sm leading-6',
              read ? 'text-slate-700 dark:text-slate-300' : 'font-semibold text-slate-900 dark:text-white',
            )}
          >
            <TextWithDates text={title} />
            {!read && <span className="sr-only"> (unread)</span>}
          </span>
          <span className="mt-0.5 block text-slate-500 text-xs dark:text-slate-400">
            {KIND_LABELS[kind]} · <DateTime value={createdAt} withTime />
          </span>
        </span>
        {!read && (
          <span aria-hidden="true" className="mt-2.5 size-2.5 shrink-0 rounded-full bg-emerald-600" />
        )}
      </Link>
      {/* Keeps the column's width on read rows, so every title wraps at the same place. */}
      {read ? (
        <span aria-hidden="true" className="size-9 shrink-0" />
      ) : (
        <IconButton icon={Check} label="Mark as read" disabled={marking} onClick={() => onMarkRead(id)} />
      )}
    </li>
  );
}
