import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/button';
import { LoadingText } from '../../components/loading-text';
import { RetryAlert } from '../../components/retry-alert';
import { SelectField } from '../../components/select-field';
import { type SheetTab, tabOptions } from './sheet-state';

interface SheetSourceProps {
  tabs: readonly SheetTab[];
  tab: string;
  onTab: (tab: string) => void;
  /** The chosen tab's preview query. */
  preview: Pick<
    UseQueryResult,
    'isFetching' | 'isError' | 'error' | 'isPlaceholderData' | 'data' | 'refetch'
  >;
}

/** The tab to send from, a Reload button (the sheet may have changed), and the preview's loading or failure. */
export function SheetSource({ tabs, tab, onTab, preview }: SheetSourceProps) {
  const waiting = tab !== '' && (!preview.data || preview.isPlaceholderData);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Tab"
          value={tab}
          options={tabOptions(tabs)}
          onChange={onTab}
          className="w-full max-w-xs"
        />
        <Button
          variant="secondary"
          disabled={!tab}
          loading={preview.isFetching && !waiting}
          onClick={() => void preview.refetch()}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Reload rows
        </Button>
      </div>
      {preview.isError ? (
        <RetryAlert
          title="The tab could not be read"
          error={preview.error}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        waiting && <LoadingText />
      )}
    </div>
  );
}
