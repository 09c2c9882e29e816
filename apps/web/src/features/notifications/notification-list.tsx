import type { NotificationFilter, NotificationListResponse } from '@chatgate/contracts';
import { BellOff, CheckCheck } from 'lucide-react';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { cn } from '../../lib/cn';
import { pageCount } from '../../lib/paging';
import { Link } from '../../lib/router';
import { NotificationRow } from './notification-row';

function NoNotifications({ filter }: { filter: NotificationFilter }) {
  if (filter === 'unread') {
    return (
      <EmptyState icon={CheckCheck} title="You're all caught up">
        No unread notifications.{' '}
        <Link to="." className="font-medium text-emerald-700 hover:underline dark:text-emerald-400">
          Show all notifications
        </Link>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={BellOff} title="No notifications yet">
      We tell you here when a token is activated or expires, when support answers your ticket, and when there
      is an announcement for you.
    </EmptyState>
  );
}

interface NotificationListProps {
  data: NotificationListResponse;
  filter: NotificationFilter;
  /** The previous page stays on screen, dimmed, while the next one loads. */
  stale: boolean;
  onPage: (page: number) => void;
  onMarkRead: (id: number) => void;
  marking: boolean;
}

/** One page of notifications, newest first, with the pager under it; or why there are none. */
export function NotificationList({
  data,
  filter,
  stale,
  onPage,
  onMarkRead,
  marking,
}: NotificationListProps) {
  if (data.result.length === 0) return <NoNotifications filter={filter} />;
  return (
    <div aria-busy={stale || undefined} className={cn(stale && 'opacity-60')}>
      <ul aria-label="Notifications" className="divide-y divide-slate-100 dark:divide-slate-800">
        {data.result.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            onMarkRead={onMarkRead}
            marking={marking}
          />
        ))}
      </ul>
      <Pager
        page={data.page}
        pages={pageCount(data.total, data.pageSize)}
        label="Notification pages"
        onPage={onPage}
        className="flex items-center justify-center gap-4 border-slate-100 border-t p-4 dark:border-slate-800"
      />
    </div>
  );
}
