import { Alert } from '../../components/alert';
import { type Detail, DetailList } from '../../components/detail-list';

/** What an automation has done so far, and the last thing that went wrong. */
export function AutomationStats({ items, lastError }: { items: Detail[]; lastError: string | null }) {
  return (
    <div className="space-y-4 border-slate-100 border-t pt-5 dark:border-slate-800">
      <DetailList items={items} />
      {lastError && (
        <Alert tone="error" title="Last error">
          {lastError}
        </Alert>
      )}
    </div>
  );
}
