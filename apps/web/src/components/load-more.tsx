import { Button } from './button';

interface LoadMoreProps {
  /** What useInfiniteQuery answers: whether there is a next page, and whether it is on its way. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): unknown };
}

/** The "Load more" row under a list read page by page; nothing once the last page is in. */
export function LoadMore({ query }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center border-slate-100 border-t p-4 dark:border-slate-800">
      <Button
        variant="secondary"
        size="sm"
        loading={query.isFetchingNextPage}
        onClick={() => query.fetchNextPage()}
      >
        Load more
      </Button>
    </div>
  );
}
