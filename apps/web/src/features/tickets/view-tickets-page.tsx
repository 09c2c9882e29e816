import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { TicketList } from './ticket-list';
import { readTicketId } from './ticket-params';
import { TicketThread } from './ticket-thread';

/** View Tickets: the list, or with ?id= one ticket's thread. */
export default function ViewTicketsPage() {
  const [params] = useSearchParams();
  const id = readTicketId(params.get('id'));
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
            {id ? `Ticket #${id}` : 'View Tickets'}
          </h1>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
            {id
              ? 'The whole conversation with our support team, oldest message first.'
              : 'Your support requests and their answers.'}
          </p>
        </div>
        <ButtonLink to="/dashboard/createTicket" variant="secondary" size="sm">
          Create New Ticket
        </ButtonLink>
      </div>
      {id ? <TicketThread key={id} id={id} /> : <TicketList />}
    </div>
  );
}
