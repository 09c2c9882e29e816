import type { UnacknowledgedMessage } from '@chatgate/contracts';
import { CheckCheck } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import {
  stackableCellClassName as cell,
  DataTable,
  StackedLabel,
  stackedRowClassName,
} from '../../components/data-table';
import { DateTime } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { LoadingText } from '../../components/loading-text';
import { StatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/api-error';
import { MessageCells, muted } from './message-cells';
import { useUnacknowledged } from './use-queue';

const COLUMNS = ['To', 'Message', 'Handed Over', 'Status'];
const DESCRIPTION =
  'Handed to WhatsApp, but WhatsApp never confirmed it took them: they failed as “not acknowledged”. Check the phone’s connection, then send them again. A message WhatsApp confirms late moves on and leaves this list.';

function UnacknowledgedRow({ message }: { message: UnacknowledgedMessage }) {
  return (
    <tr data-message-id={message.id} className={`align-middle ${stackedRowClassName}`}>
      <MessageCells message={message} />
      <td className={`${cell} whitespace-nowrap font-mono text-xs ${muted}`}>
        <StackedLabel>Handed over</StackedLabel>
        <DateTime value={message.handedOverAt} withTime />
      </td>
      <td className={`${cell} max-md:ml-auto`}>
        <StatusBadge tone="danger">Not acknowledged</StatusBadge>
      </td>
    </tr>
  );
}

/**
 * The token's messages handed to WhatsApp that WhatsApp never acknowledged in time: failed as
 * "not acknowledged" (instead of showing sent forever), newest first.
 */
export function UnacknowledgedCard({ insid }: { insid: string }) {
  const unacknowledged = useUnacknowledged(insid);
  const data = unacknowledged.data;
  return (
    <Card title="Not Acknowledged" description={DESCRIPTION} flush>
      {unacknowledged.isPending ? (
        <LoadingText className="p-5" />
      ) : !data ? (
        <Alert tone="error" className="m-5">
          {errorMessage(unacknowledged.error, 'The unacknowledged messages could not be loaded.')}
        </Alert>
      ) : data.result.length === 0 ? (
        <EmptyState icon={CheckCheck} title="Every message was acknowledged">
          WhatsApp confirmed every message this token handed it.
        </EmptyState>
      ) : (
        <>
          <p className="border-slate-200 border-b px-5 py-3 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-400">
            {data.count > data.result.length
              ? `The newest ${data.result.length} of ${data.count.toLocaleString('en-IN')} not acknowledged.`
              : `${data.count.toLocaleString('en-IN')} not acknowledged.`}
          </p>
          <DataTable columns={COLUMNS} minWidthClassName="md:min-w-[44rem]" stackBelowMd>
            {data.result.map((message) => (
              <UnacknowledgedRow key={message.id} message={message} />
            ))}
          </DataTable>
        </>
      )}
    </Card>
  );
}
