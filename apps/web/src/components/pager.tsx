import { Button } from './button';

interface PagerProps {
  page: number;
  pages: number;
  /** Names the navigation landmark, e.g. "Announcement pages". */
  label: string;
  onPage: (page: number) => void;
  className?: string;
}

/** Previous, "Page N of M" and Next under a paged list; nothing when everything fits on one page. */
export function Pager({ page, pages, label, onPage, className }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={className ?? 'flex items-center justify-center gap-4 p-4'}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-slate-600 text-sm dark:text-slate-400">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
