import { TokenScope } from '../../components/token-scope';
import { QueueCard } from './queue-card';
import { UnacknowledgedCard } from './unacknowledged-card';

/**
 * Send Queue: per token, the messages still to be sent, each cancellable, or all at once; and
 * those handed to WhatsApp that it never acknowledged.
 */
export default function QueuePage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Send Queue</h1>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Messages accepted from your code and not sent yet. Cancel one, or stop a whole campaign.
        </p>
      </div>
      <TokenScope perToken="Each token has a queue of its own.">
        {(insid) => (
          <div className="space-y-6">
            <QueueCard insid={insid} />
            <UnacknowledgedCard insid={insid} />
          </div>
        )}
      </TokenScope>
    </div>
  );
}
