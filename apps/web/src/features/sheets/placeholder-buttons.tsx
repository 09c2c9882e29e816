import { placeholderFor, placeholderHeaders } from './template-text';

interface PlaceholderButtonsProps {
  headers: string[];
  onInsert: (placeholder: string) => void;
}

/** One button per column header; each puts its {{placeholder}} into the message at the cursor. */
export function PlaceholderButtons({ headers, onInsert }: PlaceholderButtonsProps) {
  const names = placeholderHeaders(headers);
  if (names.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-1.5 text-slate-500 text-xs dark:text-slate-400">Insert a column</legend>
      <div className="flex flex-wrap gap-2">
        {names.map((name) => (
          <button
            key={name}
            type="button"
            onClick={() => onInsert(placeholderFor(name))}
            className="rounded-md bg-white px-2 py-1 font-mono text-slate-700 text-xs ring-1 ring-slate-300 ring-inset transition-colors hover:bg-emerald-50 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-emerald-950 dark:hover:text-emerald-200"
          >
            <span className="sr-only">Insert </span>
            {placeholderFor(name)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
