import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { QueryStatus } from '../../components/query-status';
import { errorMessage } from '../../lib/api-error';
import type { RunRowFilter } from './api';
import { DryRunResult } from './dry-run-result';
import { RunActions } from './run-actions';
import { RunHeading } from './run-heading';
import { RunProgressView } from './run-progress-view';
import { RunRows } from './run-rows';
import { useRunDetail } from './use-runs';

interface RunPanelProps {
  insid: string;
  runId: string;
  /** Which rows the table opens with: the problems right after a dry run, else all. */
  initialFilter: RunRowFilter;
  /** Back to setting up a new bulk send. */
  onNew: () => void;
  /** Move the focus to the run once it shows (it was just opened or created). */
  focus: boolean;
}

/** One bulk send: the dry run's result or the sending progress, its controls and its rows (polled while it runs). */
export function RunPanel({ insid, runId, initialFilter, onNew, focus }: RunPanelProps) {
  const [filter, setFilter] = useState(initialFilter);
  const [page, setPage] = useState(1);
  const detail = useRunDetail(insid, runId, filter, page);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (focus && loaded) heading.current?.focus();
  }, [focus, loaded]);
  const showRows = (next: RunRowFilter) => {
    setFilter(next);
    setPage(1);
  };
  if (!detail.data) {
    return (
      <div className="-m-5">
        <QueryStatus query={detail} errorTitle="The bulk send could not be loaded" />
        {detail.isError && (
          <Button variant="secondary" size="sm" className="mx-5 mb-5" onClick={onNew}>
            New bulk send
          </Button>
        )}
      </div>
    );
  }
  const { run } = detail.data;

  return (
    <div className="space-y-6">
      <RunHeading run={run} onNew={onNew} headingRef={heading} />
      {detail.isError && (
        <Alert tone="warning">
          Could not refresh this send: {errorMessage(detail.error, 'please try again.')}
        </Alert>
      )}
      {run.status === 'ready' ? <DryRunResult run={run} /> : <RunProgressView run={run} />}
      <RunActions insid={insid} run={run} onStarted={() => showRows('all')} />
      <RunRows
        detail={detail.data}
        loading={detail.isPlaceholderData}
        filter={filter}
        onFilter={showRows}
        onPage={setPage}
      />
    </div>
  );
}
