import { BillingMessages } from '@chatgate/contracts';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { LoadingText } from '../../components/loading-text';
import { errorMessage } from '../../lib/api-error';
import { useUserTokens } from '../../lib/use-user-tokens';
import { ActivateTokenForm } from './activate-token-form';
import { PaymentHistoryCard } from './payment-history-card';

function Activate() {
  const { tokens, isPending, isError, error } = useUserTokens();
  if (isPending) return <LoadingText />;
  if (isError) return <Alert tone="error">{errorMessage(error, 'Could not load your tokens.')}</Alert>;
  return <ActivateTokenForm tokens={tokens} />;
}

/** Subscribe (spec 2.10): activate a token on the Developer plan, and the payments made so far. */
export default function SubscribePage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          {BillingMessages.title}
        </h1>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Billing is per token: pick one and a billing cycle. Unlimited messages and API calls included.
        </p>
      </div>
      <Card title="Developer Plan" description="One price per phone number, all features included.">
        <Activate />
      </Card>
      <PaymentHistoryCard />
    </div>
  );
}
