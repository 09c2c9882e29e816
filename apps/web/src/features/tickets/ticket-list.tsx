import { isStaffRole, type TicketSummary, ticketLink } from '@chatgate/contracts';
import { LifeBuoy } from 'lucide-react';
import { Card } from '../../components/card';
import {
  stackableCellClassName as cell,
  DataTable,
  StackedLabel,
  stackedRowClassName as stackedRow,
} from '../../components/data-table';
import { DateTime } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { LoadingText } from '../../components/loading-text';
import { Pager } from '../../components/pager';
import { RetryAlert } from '../../components/retry-alert';
import { SelectField } from '../../components/select-field';
import { TicketStatusBadge } from '../../components/ticket-status-badge';
import { cn } from '../../lib/cn';
import { pageCount } from '../../lib/paging';
import { Link, useSearchParams } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { usePagedQuery } from '../../lib/use-paged-query';
import { ticketKeys, ticketsApi } from './api';
import { readStatusFilter, STATUS_FILTER_OPTIONS, type StatusFilter } from './ticket-params';

function TicketRow({ ticket, showOwner }: { ticket: TicketSummary; showOwner: boolean }) {
  return (
    <tr className={stackedRow}>
      <td className={cn(cell, 'whitespace-nowrap text-slate-500 dark:text-slate-400')}>#{ticket.id}</td>
      {/* Below md the subject fills the rest of the number's line, so the others wrap under it. */}
      <th
        scope="row"
        className={cn(
          cell,
          'text-left font-medium max-md:min-w-0 max-md:grow max-md:basis-[calc(100%-5rem)] max-md:break-words',
        )}
      >
        <Link
          to={ticketLink(ticket.id)}
          className="text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-400"
        >
          {ticket.subject}
        </Link>
      </th>
      <td className={cn(cell, 'whitespace-nowrap text-slate-700 dark:text-slate-300')}>{ticket.type}</td>
      {showOwner && (
        <td className={cn(cell, 'text-slate-700 dark:text-slate-300')}>
          <StackedLabel>Raised by</StackedLabel>
          {ticket.owner.name}
          <span className="block text-slate-500 text-xs max-md:ml-1 max-md:inline dark:text-slate-400">
            @{ticket.owner.username}
          </span>
        </td>
      )}
      <td className={cell}>
        <TicketStatusBadge status={ticket.status} />
      </td>
      <td className={cn(cell, 'whitespace-nowrap text-slate-600 dark:text-slate-400')}>
        <StackedLabel>Last activity</StackedLabel>
        <DateTime value={ticket.updatedAt} withTime />
      </td>
    </tr>
  );
}

function noTicketsHint(filtered: boolean, staff: boolean): string {
  if (filtered) return 'Choose another status to see the rest.';
  if (staff) return 'Tickets that users raise appear here, newest activity first.';
  return 'When you need more tokens or help with one, raise a ticket and follow the answers here.';
}

function NoTickets({ filtered, staff }: { filtered: boolean; staff: boolean }) {
  return (
    <EmptyState icon={LifeBuoy} title={filtered ? 'No tickets with this status' : 'No tickets yet'}>
      {noTicketsHint(filtered, staff)}
    </EmptyState>
  );
}

/** The tickets, 15 a page, newest activity first, filtered by status (linkable through ?status=&page=). */
/** New tickets and replies show without a reload, as soon as the top bar's badges would count them. */
export const TICKETS_REFRESH_MS = 30_000;

export function TicketList() {
  const { user } = useSession();
  const staff = user ? isStaffRole(user.role) : false;
  const [params, setParams] = useSearchParams();
  const status = readStatusFilter(params.get('status'));
  const { query, setPage } = usePagedQuery(
    (page) => ticketKeys.list(status, page),
    (page, signal) => ticketsApi.list(status, page, signal),
    { refetchInterval: TICKETS_REFRESH_MS },
  );

  /** Another status starts again at its first page. */
  const showStatus = (nextStatus: StatusFilter) =>
    setParams(nextStatus === 'all' ? {} : { status: nextStatus });

  const columns = ['Ticket', 'Subject', 'Type', ...(staff ? ['Raised By'] : []), 'Status', 'Last Activity'];
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  return (
    <Card
      title={staff ? 'All Tickets' : 'Your Tickets'}
      description={staff ? 'Tickets of every user, newest activity first.' : 'Newest activity first.'}
      action={
        <SelectField
          label="Status"
          value={status}
          options={STATUS_FILTER_OPTIONS}
          onChange={(value) => showStatus(readStatusFilter(value))}
          className="sm:w-44"
        />
      }
      flush
    >
      {!data && query.isPending ? (
        <LoadingText className="p-5" />
      ) : !data ? (
        <div className="p-5">
          <RetryAlert
            title="The tickets could not be loaded"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        </div>
      ) : data.result.length === 0 ? (
        <NoTickets filtered={status !== 'all'} staff={staff} />
      ) : (
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={cn(query.isPlaceholderData && 'opacity-60')}
        >
          <DataTable
            columns={columns}
            minWidthClassName={staff ? 'md:min-w-[52rem]' : 'md:min-w-[44rem]'}
            stackBelowMd
          >
            {data.result.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} showOwner={staff} />
            ))}
          </DataTable>
          <Pager
            page={data.page}
            pages={pages}
            label="Ticket pages"
            onPage={setPage}
            className="flex items-center justify-center gap-4 border-slate-100 border-t p-4 dark:border-slate-800"
          />
        </div>
      )}
    </Card>
  );
}
