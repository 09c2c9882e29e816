import { BLOG_CATEGORIES, BLOG_FILTER_ALL, type BlogCategory } from '@chatgate/contracts';
import { cn } from '../../lib/cn';

interface CategoryFilterProps {
  selected: BlogCategory | null;
  onSelect: (category: BlogCategory | null) => void;
}

const FILTERS: Array<{ label: string; value: BlogCategory | null }> = [
  { label: BLOG_FILTER_ALL, value: null },
  ...BLOG_CATEGORIES.map((category) => ({ label: category, value: category })),
];

/** The category buttons of /blogs (spec 2.6); the pressed one is the current filter. */
export function CategoryFilter({ selected, onSelect }: CategoryFilterProps) {
  return (
    <fieldset className="mt-8">
      <legend className="sr-only">Filter posts by category</legend>
      <div className="flex flex-wrap justify-center gap-2">
        {FILTERS.map(({ label, value }) => {
          const pressed = value === selected;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(value)}
              className={cn(
                'rounded-full px-4 py-2 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-emerald-700 focus-visible:outline-offset-2',
                pressed
                  ? 'bg-emerald-700 text-white shadow-sm'
                  : 'bg-white text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:text-slate-900',
              )}
            >
              {label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
