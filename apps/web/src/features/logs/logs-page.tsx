import { useMemo, useState } from 'react';
import { Card } from '../../components/card';
import { useUserTokens } from '../../lib/use-user-tokens';
import { LiveToggle } from './live-toggle';
import { LogsBody } from './logs-body';
import { LogsFilters } from './logs-filters';
import type { LogFilter } from './logs-query';
import { useLogs } from './use-logs';

/** Logs (spec 2.11, DESIGN 8): the real activity of the user's tokens, filtered by token and level. */
export default function LogsPage() {
  const [insid, setInsid] = useState('');
  const [level, setLevel] = useState<LogFilter>('all');
  const [live, setLive] = useState(true);
  const { tokens } = useUserTokens();
  const logs = useLogs({ insid, level, live });
  const tokenNames = useMemo(() => new Map(tokens.map((t) => [t.insid, t.instanceName])), [tokens]);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Logs</h1>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          API calls, message events and webhook deliveries of your tokens, newest first.
        </p>
      </div>
      <Card
        title="Activity"
        description="Times are shown in your time zone."
        action={<LiveToggle live={live} onChange={setLive} />}
        flush
      >
        <LogsFilters
          tokens={tokens}
          insid={insid}
          onInsidChange={setInsid}
          level={level}
          onLevelChange={setLevel}
        />
        <LogsBody logs={logs} tokenNames={tokenNames} filtered={insid !== '' || level !== 'all'} />
      </Card>
    </div>
  );
}
