/** How many pages `total` items fill at `pageSize` a page; at least 1, so an empty list has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The page a `?page=` parameter names: a whole number of 1 or more, else page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/**
 * The page to go to instead of `page` when it lies past the last page of `total` items (an old
 * link, or a list that got shorter): the last page. Null when `page` is a page of the list.
 */
export function pageInsteadOf(page: number, total: number, pageSize: number): number | null {
  const last = pageCount(total, pageSize);
  return page > last ? last : null;
}

/** The address's parameters with `page` set to this page (none for page 1), the others kept. */
export function withPageParam(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
