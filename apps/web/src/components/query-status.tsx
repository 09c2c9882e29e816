import { LoadingText } from './loading-text';
import { RetryAlert } from './retry-alert';

interface QueryStatusProps {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** What failed, e.g. "The posts could not be loaded." */
  errorTitle: string;
}

/** What a card shows before its data arrives: Loading..., or the failure with Try again. */
export function QueryStatus({ query, errorTitle }: QueryStatusProps) {
  if (!query.isError) return <LoadingText className="p-5" />;
  return (
    <div className="p-5">
      <RetryAlert title={errorTitle} error={query.error} onRetry={() => query.refetch()} />
    </div>
  );
}
