import { ListChecks } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { useDialog } from '../../components/dialog-context';
import { EmptyState } from '../../components/empty-state';
import { LoadingText } from '../../components/loading-text';
import { errorMessage } from '../../lib/api-error';
import { queueApi } from './api';
import { QueueRow } from './queue-row';
import { QUEUE_REFRESH_MS, useCancel, useQueue } from './use-queue';

const COLUMNS = ['To', 'Message', 'Queued'];
const count = (n: number) => `${n.toLocaleString('en-IN')} message${n === 1 ? '' : 's'}`;

function CancelAllButton({ insid, queued }: { insid: string; queued: number }) {
  const { confirm, alert } = useDialog();
  const cancelAll = useCancel(insid, () => queueApi.cancelAll(insid));

  async function onClick() {
    const confirmed = await confirm({
      icon: 'warning',
      title: 'Cancel every queued message?',
      text: `The ${count(queued)} waiting now will never be sent. A message already being handed to WhatsApp still goes out.`,
      confirmText: 'Yes, Cancel All',
      cancelText: 'No, Keep Them',
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    try {
      const { cancelled } = await cancelAll.mutateAsync(undefined);
      await alert({ icon: 'success', title: 'Queue cancelled', text: `${count(cancelled)} cancelled.` });
    } catch (error) {
      await alert({ icon: 'error', title: 'Not cancelled', text: errorMessage(error, 'Please try again.') });
    }
  }

  return (
    <Button
      variant="danger"
      size="sm"
      disabled={queued === 0}
      loading={cancelAll.isPending}
      onClick={onClick}
    >
      Cancel All
    </Button>
  );
}

/** The token's queued messages, next to go first, refreshed every few seconds. */
export function QueueCard({ insid }: { insid: string }) {
  const queue = useQueue(insid);
  const queued = queue.data?.count ?? 0;
  const shown = queue.data?.result.length ?? 0;
  return (
    <Card
      title="Queued Messages"
      description={`Waiting to be sent, next to go first. Refreshes every ${QUEUE_REFRESH_MS / 1000} s.`}
      action={<CancelAllButton insid={insid} queued={queued} />}
      flush
    >
      {queue.isPending ? (
        <LoadingText className="p-5" />
      ) : !queue.data ? (
        <Alert tone="error" className="m-5">
          {errorMessage(queue.error, 'The queue could not be loaded.')}
        </Alert>
      ) : shown === 0 ? (
        <EmptyState icon={ListChecks} title="Nothing waiting to be sent">
          Messages you send through the API wait here until it is their turn, paced by the token's sending
          settings.
        </EmptyState>
      ) : (
        <>
          <p className="border-slate-200 border-b px-5 py-3 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-400">
            {queued > shown ? `The next ${shown} of ${count(queued)} queued.` : `${count(queued)} queued.`}
          </p>
          <DataTable
            columns={COLUMNS}
            hiddenColumn="Actions"
            minWidthClassName="md:min-w-[44rem]"
            stackBelowMd
          >
            {queue.data.result.map((message) => (
              <QueueRow key={message.id} insid={insid} message={message} />
            ))}
          </DataTable>
        </>
      )}
    </Card>
  );
}
