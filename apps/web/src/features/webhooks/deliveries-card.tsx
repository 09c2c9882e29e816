import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { LoadMore } from '../../components/load-more';
import { LoadingText } from '../../components/loading-text';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import type { DeliveriesPage } from './api';
import { DeliveryRow } from './delivery-row';
import { DELIVERIES_REFRESH_MS, useDeliveries } from './use-webhook';

const COLUMNS = ['Time', 'Event', 'Seq', 'Status', 'Attempts', 'Last Result', 'Next Attempt'];

type StatusFilter = NonNullable<DeliveriesPage['status']> | '';

const STATUS_OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: '', label: 'All deliveries' },
  { value: 'pending', label: 'Pending and retrying' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
];

function NoDeliveries({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 px-5 py-12 text-center">
      <Inbox aria-hidden="true" className="size-8 text-slate-400 dark:text-slate-500" />
      <p className="font-semibold text-slate-900 dark:text-white">
        {filtered ? 'No deliveries in this state' : 'No deliveries yet'}
      </p>
      <p className="max-w-md text-slate-600 text-sm dark:text-slate-400">
        {filtered
          ? 'Choose another status, or wait for new events.'
          : 'Save a URL and click Send Test Event: the delivery and each retry show up here.'}
      </p>
    </div>
  );
}

function Body({ insid, status }: { insid: string; status: StatusFilter }) {
  const query = useDeliveries(insid, status || undefined);
  if (!query.data && query.isPending) return <LoadingText className="p-5" />;
  if (!query.data) {
    return (
      <Alert tone="error" className="m-5">
        {errorMessage(query.error, 'The deliveries could not be loaded.')}
      </Alert>
    );
  }
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      {query.isError && (
        <Alert tone="warning" className="m-5">
          Could not refresh the deliveries: {errorMessage(query.error, 'please try again.')}
        </Alert>
      )}
      {query.deliveries.length === 0 ? (
        <NoDeliveries filtered={status !== ''} />
      ) : (
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <DataTable
            columns={COLUMNS}
            hiddenColumn="Actions"
            minWidthClassName="md:min-w-[56rem]"
            stackBelowMd
          >
            {query.deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} insid={insid} delivery={delivery} />
            ))}
          </DataTable>
        </div>
      )}
      <LoadMore query={query} />
    </div>
  );
}

/** The token's deliveries, newest first, by status, page by page, refreshed every few seconds. */
export function DeliveriesCard({ insid }: { insid: string }) {
  const [status, setStatus] = useState<StatusFilter>('');
  return (
    <Card
      title="Recent Deliveries"
      description={`Each event sent to your URL, with its retries. Refreshes every ${DELIVERIES_REFRESH_MS / 1000} s.`}
      flush
    >
      <div className="border-slate-100 border-b px-5 py-4 dark:border-slate-800">
        <SelectField
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => setStatus(value as StatusFilter)}
          className="md:w-72"
        />
      </div>
      <Body insid={insid} status={status} />
    </Card>
  );
}
