import { isStaffRole } from '@chatgate/contracts';
import { ButtonLink } from '../../components/button-link';
import { useSearchParams } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { TicketList } from './ticket-list';
import { readTicketId } from './ticket-params';
import { TicketThread } from './ticket-thread';

const threadIntro = (staff: boolean) =>
  staff
    ? 'The whole conversation with the user, oldest message first.'
    : 'The whole conversation with our support team, oldest message first.';

const listIntro = (staff: boolean) =>
  staff ? 'Support requests of every user and their answers.' : 'Your support requests and their answers.';

/** View Tickets: the list, or with ?id= one ticket's thread. */
export default function ViewTicketsPage() {
  const [params] = useSearchParams();
  const id = readTicketId(params.get('id'));
  const { user } = useSession();
  const staff = user ? isStaffRole(user.role) : false;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
            {id ? `Ticket #${id}` : 'View Tickets'}
          </h1>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
            {id ? threadIntro(staff) : listIntro(staff)}
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
