import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { LoadingText } from '../../components/loading-text';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../lib/api-error';
import { tokenLabel, useUserTokens } from '../../lib/use-user-tokens';
import { DeliveriesCard } from './deliveries-card';
import { VerifyHelp } from './verify-help';
import { WebhookSettingsCard } from './webhook-settings-card';

function TokenWebhooks() {
  const { tokens, isPending, isError, error } = useUserTokens();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState(params.get('insid') ?? '');
  if (isPending) return <LoadingText />;
  if (isError) return <Alert tone="error">{errorMessage(error, 'Could not load your tokens.')}</Alert>;
  const insid = tokens.some((t) => t.insid === picked) ? picked : (tokens[0]?.insid ?? '');
  if (!insid) {
    return (
      <Alert tone="info" title="No tokens yet">
        Webhooks are set per token.{' '}
        <Link to="/dashboard" className="font-semibold underline">
          Create one on the Dashboard
        </Link>
        .
      </Alert>
    );
  }
  return (
    <div className="space-y-6">
      <SelectField
        label="Token"
        value={insid}
        options={tokens.map((token) => ({ value: token.insid, label: tokenLabel(token) }))}
        onChange={setPicked}
        className="max-w-sm"
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <WebhookSettingsCard key={insid} insid={insid} />
        <VerifyHelp />
      </div>
      <DeliveriesCard key={insid} insid={insid} />
    </div>
  );
}

/** Webhooks: per token, where events are pushed, the signing secret, a test event and the deliveries. */
export default function WebhooksPage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Webhooks</h1>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Get your tokens' messages and status changes pushed to your server as they happen.
        </p>
      </div>
      <TokenWebhooks />
    </div>
  );
}
