/** How many pages `total` items fill at `pageSize` a page; at least 1, so an empty list has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The page a `?page=` parameter names: a whole number of 1 or more, else page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}
