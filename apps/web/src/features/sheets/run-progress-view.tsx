import type { SheetRun } from '@chatgate/contracts';
import { useId } from 'react';
import { countTiles } from './run-format';
import { runProgress } from './run-progress';

const count = (n: number) => n.toLocaleString('en-US');

/** The progress bar of a send (finished rows out of all) and its rows counted per status. */
export function RunProgressView({ run }: { run: SheetRun }) {
  const labelId = useId();
  const { done, total, percent } = runProgress(run);
  const text = `${count(done)} of ${count(total)} rows finished (${percent}%)`;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium text-slate-900 dark:text-white">
          Sending progress
        </span>
        <span className="text-slate-600 tabular-nums dark:text-slate-400">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width] duration-500 dark:bg-emerald-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-3">
        {countTiles(run.counts).map((tile) => (
          <div key={tile.status} className="rounded-lg bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60">
            <dt className="text-slate-500 text-xs dark:text-slate-400">{tile.label}</dt>
            <dd className="font-semibold text-lg text-slate-900 tabular-nums dark:text-white">
              {count(tile.value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
