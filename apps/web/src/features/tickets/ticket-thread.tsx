import {
  type InstanceRow,
  isStaffRole,
  TICKET_STATUSES,
  type TicketDetail,
  TicketMessages,
  type TicketStatus,
} from '@chatgate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { DateTime } from '../../components/date-text';
import { useDialog } from '../../components/dialog-context';
import { LoadingText } from '../../components/loading-text';
import { RetryAlert } from '../../components/retry-alert';
import { SelectField } from '../../components/select-field';
import { TicketStatusBadge } from '../../components/ticket-status-badge';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useSession } from '../../lib/session-context';
import { TICKET_STATUS_LABELS } from '../../lib/ticket-status';
import { refreshTopBar } from '../../lib/top-bar-queries';
import { tokenLabel, useUserTokens } from '../../lib/use-user-tokens';
import { ticketKeys, ticketsApi } from './api';
import { ReplyForm } from './reply-form';
import { ThreadMessages } from './thread-messages';
import { TICKETS_REFRESH_MS } from './ticket-list';
import { TokenLimitCard } from './token-limit-card';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 break-words font-medium text-slate-900 text-sm dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Close (owner or staff) and, for staff, any status; both refresh the thread, lists and badges. */
function TicketActions({
  ticket,
  staff,
  onChanged,
}: {
  ticket: TicketDetail;
  staff: boolean;
  onChanged: () => void;
}) {
  const { confirm } = useDialog();
  const close = useMutation({ mutationFn: () => ticketsApi.close(ticket.id), onSuccess: onChanged });
  const setStatus = useMutation({
    mutationFn: (status: TicketStatus) => ticketsApi.setStatus(ticket.id, status),
    onSuccess: onChanged,
  });
  const failed = close.error ?? setStatus.error;

  const askClose = async () => {
    const yes = await confirm({
      icon: 'question',
      title: 'Close this ticket?',
      text: staff ? 'The user is told that the ticket is closed.' : 'Support will no longer answer on it.',
      confirmText: 'Close Ticket',
      cancelText: 'Cancel',
    });
    if (yes) close.mutate();
  };

  return (
    <div className="flex flex-col gap-3 sm:items-end">
      <div className="flex flex-wrap items-end gap-3">
        {staff && (
          <SelectField
            label="Set Status"
            value={ticket.status}
            disabled={setStatus.isPending}
            options={TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] }))}
            onChange={(value) => {
              const next = TICKET_STATUSES.find((status) => status === value);
              if (next) setStatus.mutate(next);
            }}
            className="w-40"
          />
        )}
        {ticket.status !== 'closed' && (
          <Button variant="secondary" loading={close.isPending} onClick={() => void askClose()}>
            {!close.isPending && <CircleX aria-hidden="true" className="size-4" />}
            Close Ticket
          </Button>
        )}
      </div>
      {failed && <Alert tone="error">{errorMessage(failed, 'The ticket was not changed.')}</Alert>}
    </div>
  );
}

/** A closed ticket takes no more replies from its owner (the server answers 409): a new ticket instead. */
function ClosedTicketNotice() {
  return (
    <div className="space-y-4">
      <p className="text-slate-600 text-sm dark:text-slate-400">{TicketMessages.closedRaiseNew}</p>
      <ButtonLink to="/dashboard/createTicket" size="sm">
        Raise a New Ticket
      </ButtonLink>
    </div>
  );
}

/** The caller's own token by its label; another account's (staff reading) by its name and id. */
function tokenShown(ticket: TicketDetail, ownToken: InstanceRow | undefined): string {
  if (!ticket.insid) return 'No particular token';
  if (ownToken) return tokenLabel(ownToken);
  return ticket.instanceName ? `${ticket.instanceName} (${ticket.insid})` : ticket.insid;
}

function ThreadView({ ticket }: { ticket: TicketDetail }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { tokens } = useUserTokens();
  const staff = user ? isStaffRole(user.role) : false;
  const owner = user?.id === ticket.owner.uuid;
  // The server's rule: staff answering someone else's ticket may reply on it even when closed.
  const answersAsStaff = staff && !owner;
  const ownToken = tokens.find((row) => row.insid === ticket.insid);
  const token = tokenShown(ticket, ownToken);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    refreshTopBar(queryClient);
  };

  return (
    <div className="space-y-6">
      <Card
        title={ticket.subject}
        description={`Ticket #${ticket.id}`}
        action={(owner || staff) && <TicketActions ticket={ticket} staff={staff} onChanged={refresh} />}
      >
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Type">{ticket.type}</Detail>
          <Detail label="Token">{token}</Detail>
          <Detail label="Status">
            <TicketStatusBadge status={ticket.status} />
          </Detail>
          {!owner && (
            <Detail label="Raised By">
              {ticket.owner.name} (@{ticket.owner.username})
            </Detail>
          )}
          <Detail label="Opened">
            <DateTime value={ticket.createdAt} withTime />
          </Detail>
          <Detail label="Last Activity">
            <DateTime value={ticket.updatedAt} withTime />
          </Detail>
        </dl>
      </Card>
      {answersAsStaff && <TokenLimitCard uuid={ticket.owner.uuid} />}
      <section aria-labelledby="ticket-messages-heading" className="space-y-4">
        <h2 id="ticket-messages-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
          Conversation
        </h2>
        <ThreadMessages messages={ticket.messages} />
      </section>
      <Card title="Reply">
        {ticket.status === 'closed' && !answersAsStaff ? (
          <ClosedTicketNotice />
        ) : (
          <ReplyForm ticketId={ticket.id} status={ticket.status} onSent={refresh} />
        )}
      </Card>
    </div>
  );
}

/** One ticket (/dashboard/viewTickets?id=): its details, the whole thread and a reply box. */
export function TicketThread({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const thread = useQuery({
    queryKey: ticketKeys.thread(id),
    queryFn: async ({ signal }) => {
      const ticket = await ticketsApi.thread(id, signal);
      // The server has just marked this ticket's notifications read: the badges change now.
      refreshTopBar(queryClient);
      return ticket;
    },
    refetchInterval: TICKETS_REFRESH_MS,
  });
  let body: ReactNode;
  if (thread.data) body = <ThreadView ticket={thread.data} />;
  else if (thread.isPending) body = <LoadingText />;
  else if (isApiError(thread.error) && thread.error.status === 404) {
    body = <Alert tone="warning">{errorMessage(thread.error, 'Ticket Not Found')}</Alert>;
  } else {
    body = (
      <RetryAlert
        title="The ticket could not be loaded"
        error={thread.error}
        onRetry={() => thread.refetch()}
      />
    );
  }
  return (
    <div className="space-y-4">
      <ButtonLink to="/dashboard/viewTickets" variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All Tickets
      </ButtonLink>
      {body}
    </div>
  );
}
