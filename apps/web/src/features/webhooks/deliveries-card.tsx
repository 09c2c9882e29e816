import { Inbox } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { LoadingText } from '../../components/loading-text';
import { errorMessage } from '../../lib/api-error';
import { DeliveryRow } from './delivery-row';
import { DELIVERIES_REFRESH_MS, useDeliveries } from './use-webhook';

const COLUMNS = ['Time', 'Event', 'Seq', 'Status', 'Attempts', 'Last Result', 'Next Attempt'];

function Body({ insid }: { insid: string }) {
  const deliveries = useDeliveries(insid);
  if (deliveries.isPending) return <LoadingText className="p-5" />;
  if (!deliveries.data) {
    return (
      <Alert tone="error" className="m-5">
        {errorMessage(deliveries.error, 'The deliveries could not be loaded.')}
      </Alert>
    );
  }
  if (deliveries.data.result.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-5 py-12 text-center">
        <Inbox aria-hidden="true" className="size-8 text-slate-400 dark:text-slate-500" />
        <p className="font-semibold text-slate-900 dark:text-white">No deliveries yet</p>
        <p className="max-w-md text-slate-600 text-sm dark:text-slate-400">
          Save a URL and click Send Test Event: the delivery and each retry show up here.
        </p>
      </div>
    );
  }
  return (
    <DataTable columns={COLUMNS} hiddenColumn="Actions" minWidthClassName="md:min-w-[56rem]" stackBelowMd>
      {deliveries.data.result.map((delivery) => (
        <DeliveryRow key={delivery.id} insid={insid} delivery={delivery} />
      ))}
    </DataTable>
  );
}

/** The token's recent deliveries, newest first, refreshed every few seconds. */
export function DeliveriesCard({ insid }: { insid: string }) {
  return (
    <Card
      title="Recent Deliveries"
      description={`Each event sent to your URL, with its retries. Refreshes every ${DELIVERIES_REFRESH_MS / 1000} s.`}
      flush
    >
      <Body insid={insid} />
    </Card>
  );
}
