import { TokenScope } from '../../components/token-scope';
import { CallSettingsCard } from './call-settings-card';
import { DeliveriesCard } from './deliveries-card';
import { VerifyHelp } from './verify-help';
import { WebhookSettingsCard } from './webhook-settings-card';

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
      <TokenScope perToken="Webhooks are set per token.">
        {(insid) => (
          <div className="space-y-6">
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <WebhookSettingsCard insid={insid} />
              <VerifyHelp />
            </div>
            <DeliveriesCard insid={insid} />
            <CallSettingsCard insid={insid} />
          </div>
        )}
      </TokenScope>
    </div>
  );
}
