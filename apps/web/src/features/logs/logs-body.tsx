import { ScrollText } from 'lucide-react';
import { Alert } from '../../components/alert';
import { EmptyState } from '../../components/empty-state';
import { LoadMore } from '../../components/load-more';
import { LoadingText } from '../../components/loading-text';
import { RetryAlert } from '../../components/retry-alert';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { LogsTable } from './logs-table';
import type { useLogs } from './use-logs';

function NoEntries({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      icon={ScrollText}
      title={filtered ? 'No log entries match these filters' : 'No log entries yet'}
    >
      {filtered
        ? 'Choose another level or token, or wait for new activity.'
        : 'Calls to the messaging API, message events and webhook deliveries of your tokens show up here as they happen.'}
    </EmptyState>
  );
}

interface LogsBodyProps {
  logs: ReturnType<typeof useLogs>;
  tokenNames: Map<string, string>;
  filtered: boolean;
}

/** The table with its loading, failure, empty and "Load more" states. */
export function LogsBody({ logs, tokenNames, filtered }: LogsBodyProps) {
  if (!logs.data && logs.isPending) return <LoadingText className="p-5" />;
  if (!logs.data) {
    return (
      <div className="p-5">
        <RetryAlert title="The logs could not be loaded" error={logs.error} onRetry={() => logs.refetch()} />
      </div>
    );
  }
  return (
    <div aria-busy={logs.isPlaceholderData || undefined}>
      {logs.isError && (
        <Alert tone="warning" className="m-5">
          Could not refresh the logs: {errorMessage(logs.error, 'please try again.')}
        </Alert>
      )}
      {logs.entries.length === 0 ? (
        <NoEntries filtered={filtered} />
      ) : (
        <div className={cn('transition-opacity', logs.isPlaceholderData && 'opacity-60')}>
          <LogsTable entries={logs.entries} tokenNames={tokenNames} />
        </div>
      )}
      <LoadMore query={logs} />
    </div>
  );
}
