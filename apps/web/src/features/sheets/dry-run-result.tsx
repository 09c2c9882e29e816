import type { SheetRun } from '@chatgate/contracts';
import { Alert } from '../../components/alert';
import { dryRunSummary, readyRows } from './run-progress';

/** What the check found: how many rows are ready and how many have problems, and what to do next. */
export function DryRunResult({ run }: { run: SheetRun }) {
  const summary = dryRunSummary(run);
  if (readyRows(run) === 0) {
    return (
      <Alert tone="error" title={summary}>
        No row can be sent. Fix the problems listed below, then check the rows again.
      </Alert>
    );
  }
  if (run.counts.invalid > 0) {
    return (
      <Alert tone="warning" title={summary}>
        Rows with problems are skipped. Fix them and check the rows again, or start sending to the rows that
        are ready. Nothing has been sent yet.
      </Alert>
    );
  }
  return (
    <Alert tone="success" title={summary}>
      Every row passed the checks. Nothing has been sent yet.
    </Alert>
  );
}
