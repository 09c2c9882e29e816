import type { WebhookDelivery } from '@chatgate/contracts';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/button';
import { stackableCellClassName as cell, stackedRowClassName } from '../../components/data-table';
import { useDialog } from '../../components/dialog-context';
import { StatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/api-error';
import { formatDate, formatTime } from '../../lib/format-date';
import { webhooksApi } from './api';
import { deliveryBadge, lastResult } from './delivery-format';
import { useDeliveryAction } from './use-webhook';

const muted = 'text-slate-600 dark:text-slate-400';

/** A date over its time in the table; on one line where the row is stacked (below md). */
function Moment({ iso }: { iso: string | null }) {
  if (!iso) return <span className={muted}>—</span>;
  return (
    <time dateTime={iso}>
      <span className="md:block">{formatDate(iso)}</span> <span className="md:block">{formatTime(iso)}</span>
    </time>
  );
}

/** One delivery with Replay, which queues the same event again. */
export function DeliveryRow({ insid, delivery }: { insid: string; delivery: WebhookDelivery }) {
  const { alert } = useDialog();
  const replay = useDeliveryAction(insid, (id: string) => webhooksApi.replay(insid, id));
  const badge = deliveryBadge(delivery);
  const result = lastResult(delivery);

  async function onReplay() {
    try {
      await replay.mutateAsync(delivery.id);
    } catch (error) {
      await alert({ icon: 'error', title: 'Replay failed', text: errorMessage(error, 'Please try again.') });
    }
  }

  return (
    <tr data-delivery-id={delivery.id} className={`align-middle ${stackedRowClassName}`}>
      <td className={`${cell} whitespace-nowrap font-mono text-slate-600 text-xs dark:text-slate-400`}>
        <Moment iso={delivery.createdAt} />
      </td>
      <td className={`${cell} font-mono text-slate-900 text-xs dark:text-slate-100`}>{delivery.type}</td>
      {/* Below md no heading row names the numbers: a CSS label does, outside the cell's text. */}
      <td className={`${cell} text-slate-700 tabular-nums max-md:before:content-['#'] dark:text-slate-300`}>
        {delivery.seq}
      </td>
      <td className={cell}>
        <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      </td>
      <td
        className={`${cell} text-slate-700 tabular-nums max-md:before:content-['Attempts:_'] dark:text-slate-300`}
      >
        {delivery.attempts}
      </td>
      <td className={`${cell} max-w-56 break-words text-slate-700 max-md:max-w-none dark:text-slate-300`}>
        {/* "HTTP 500" stays on one line; an error (no status came back) wraps within the column. */}
        <span className={delivery.lastStatusCode === null ? undefined : 'whitespace-nowrap'}>
          {result || <span className={muted}>—</span>}
        </span>
        {delivery.lastError && delivery.lastError !== result && (
          <span className={`block text-xs ${muted}`}>{delivery.lastError}</span>
        )}
      </td>
      <td
        className={`${cell} whitespace-nowrap font-mono text-slate-600 text-xs max-md:before:content-['Next_attempt:_'] dark:text-slate-400 ${delivery.status === 'pending' ? '' : 'max-md:hidden'}`}
      >
        <Moment iso={delivery.status === 'pending' ? delivery.nextAttemptAt : null} />
      </td>
      <td className={`${cell} text-right max-md:ml-auto`}>
        <Button variant="secondary" size="sm" loading={replay.isPending} onClick={onReplay}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Replay<span className="sr-only"> event {delivery.seq}</span>
        </Button>
      </td>
    </tr>
  );
}
