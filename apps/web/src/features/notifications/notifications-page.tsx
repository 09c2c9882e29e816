import type { NotificationFilter, NotificationListResponse } from '@chatgate/contracts';
import { CheckCheck } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { useSearchParams } from '../../lib/router';
import { notificationKeys } from '../../lib/top-bar-queries';
import { usePagedQuery } from '../../lib/use-paged-query';
import { notificationsApi, useMarkRead } from './api';
import { NotificationFilterButtons } from './notification-filter';
import { NotificationList } from './notification-list';
import { filterParams, readNotificationFilter } from './notification-params';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(filter: NotificationFilter, data: NotificationListResponse | undefined): string | undefined {
  // With none, the list itself says so.
  if (!data || data.total === 0) return undefined;
  if (filter === 'unread') return `${plural(data.total, 'unread notification')}, newest first.`;
  return `${data.total} in all, ${data.unread} unread, newest first.`;
}

/** /dashboard/notifications: every notification of the user, all or only the unread (?filter=&page=). */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const filter = readNotificationFilter(params.get('filter'));
  const { query, setPage } = usePagedQuery(
    (page) => notificationKeys.list(filter, page),
    (page, signal) => notificationsApi.list(filter, page, signal),
  );
  const markOne = useMarkRead();
  const markAll = useMarkRead();
  const data = query.data;

  /** Another filter starts again at its first page. */
  const showFilter = (next: NotificationFilter) => setParams(filterParams(next));

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Notifications</h1>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
            News of your tokens, answers to your tickets and announcements for you.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-auto"
          disabled={!data?.newestId || data.unread === 0}
          loading={markAll.isPending}
          onClick={() => data?.newestId && markAll.mutate({ upToId: data.newestId })}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark all as read
        </Button>
      </div>
      {markAll.isError && (
        <Alert
          tone="error"
          title="The notifications could not be marked read"
          onDismiss={() => markAll.reset()}
        >
          Please try again.
        </Alert>
      )}
      <Card
        title={filter === 'unread' ? 'Unread notifications' : 'All notifications'}
        description={summary(filter, data)}
        action={<NotificationFilterButtons filter={filter} unread={data?.unread} onChange={showFilter} />}
        flush
      >
        {data ? (
          <NotificationList
            data={data}
            filter={filter}
            stale={query.isPlaceholderData}
            onPage={setPage}
            onMarkRead={(id) => markOne.mutate({ id })}
            marking={markOne.isPending}
          />
        ) : (
          <QueryStatus query={query} errorTitle="The notifications could not be loaded." />
        )}
      </Card>
    </div>
  );
}
