/**
 * A keyset page read with one row more than asked for. The extra row is not shown: it only says
 * that another page follows, so the last page answers `nextCursor: null` instead of pointing to
 * an empty page.
 */
export async function keysetPage<T>(
  read: (limit: number) => Promise<T[]>,
  limit: number,
  cursorOf: (row: T) => number,
): Promise<{ rows: T[]; nextCursor: number | null }> {
  const rows = await read(limit + 1);
  if (rows.length <= limit) return { rows, nextCursor: null };
  const shown = rows.slice(0, limit);
  return { rows: shown, nextCursor: cursorOf(shown[limit - 1] as T) };
}
