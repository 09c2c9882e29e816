import { Card } from '../../components/card';
import { LoadingText } from '../../components/loading-text';
import { useSearchParams } from '../../lib/router';
import { useUserTokens } from '../../lib/use-user-tokens';
import { CreateTicketForm } from './create-ticket-form';
import { initialToken, readTicketType } from './ticket-params';

/**
 * Create New Ticket (spec 2.11): ?type= presets the type (Fetch Instance, Create New Instance,
 * Other) and ?uuid= the token it is about. Every signed-in user may raise a ticket.
 */
export default function CreateTicketPage() {
  const [params] = useSearchParams();
  const { tokens, isLoading } = useUserTokens();
  const type = readTicketType(params.get('type'));
  const token = initialToken(
    params.get('uuid'),
    tokens.map((row) => row.insid),
  );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          Create New Ticket
        </h1>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Ask our support team for more tokens, help with a token or anything else. You can follow the answers
          under View Tickets.
        </p>
      </div>
      <Card title="Ticket Details" description="Every field except the attachment is required.">
        {isLoading ? (
          <LoadingText />
        ) : (
          // Keyed so a link to another type or token (e.g. from a dialog) starts a fresh form.
          <CreateTicketForm key={`${type}|${token}`} type={type} token={token} tokens={tokens} />
        )}
      </Card>
    </div>
  );
}
