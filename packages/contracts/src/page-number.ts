/**
 * The rule for a list's `page` number, free of zod so that a public page can read its address
 * without loading the schemas: fields.ts's pageField (the API's query parameter) is built on it.
 */

export const PAGE_INVALID = 'Page must be a whole number of 1 or more';
export const PAGE_MAX = 1_000_000;

/**
 * The page a `page` value names: a whole number from 1 to PAGE_MAX, given as a number or as text
 * (a query parameter), 1 when absent; null when it names no page.
 */
export function parsePageNumber(value: unknown): number | null {
  if (value === undefined) return 1;
  let page: number;
  try {
    page = Number(value);
  } catch {
    // An object whose toString or valueOf is not a function.
    return null;
  }
  return Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : null;
}
