import type { SheetRun } from '@chatgate/contracts';
import { Plus } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../components/button';
import { DateTime } from '../../components/date-text';
import { StatusBadge } from '../../components/status-badge';
import { runBadge, runSource } from './run-format';

interface RunHeadingProps {
  run: SheetRun;
  onNew: () => void;
  /** The heading, focusable from script, so a run just opened can take the focus. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A run's name, status, source and times, and New bulk send. */
export function RunHeading({ run, onNew, headingRef }: RunHeadingProps) {
  const badge = runBadge(run.status);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="break-words font-semibold text-slate-900 dark:text-white"
          >
            {run.name}
          </h3>
          <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
        </div>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          {runSource(run)} · checked <DateTime value={run.createdAt} withTime />
          {run.finishedAt && (
            <>
              {' '}
              · ended <DateTime value={run.finishedAt} withTime />
            </>
          )}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onNew} className="shrink-0">
        <Plus aria-hidden="true" className="size-4" />
        New bulk send
      </Button>
    </div>
  );
}
