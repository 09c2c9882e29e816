import { errorStatus } from './catalogue/error-statuses';
import { RichText, SubHeading } from './doc-text';

/** The error statuses an endpoint can answer with, each explained in the Errors section. */
export function ErrorList({ statuses }: { statuses: number[] }) {
  const known = [...new Set(statuses)].sort((a, b) => a - b).map((status) => errorStatus(status));
  return (
    <div>
      <SubHeading>Errors</SubHeading>
      <ul className="space-y-1.5 text-sm">
        {known.map(
          (entry) =>
            entry && (
              <li key={entry.status} className="flex gap-2">
                <a
                  href="#errors"
                  className="inline-flex min-h-6 min-w-6 shrink-0 items-center font-mono font-semibold text-red-700 hover:underline dark:text-red-400"
                >
                  {entry.status}
                </a>
                <span className="text-slate-600 dark:text-slate-300">
                  <RichText text={entry.meaning} />
                </span>
              </li>
            ),
        )}
      </ul>
    </div>
  );
}
