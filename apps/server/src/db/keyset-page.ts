/**
 * A keyset page read with one row more than asked for. The extra row is not shown: it only says
 * that another page follows, so the last page answers `nextCursor: null` instead of pointing to
 * an empty page.
 */
export async function keysetPage<T, C = number>(
  read: (limit: number) => Promise<T[]>,
  limit: number,
  cursorOf: (row: T) => C,
): Promise<{ rows: T[]; nextCursor: C | null }> {
  const rows = await read(limit + 1);
  if (rows.length <= limit) return { rows, nextCursor: null };
  const shown = rows.slice(0, limit);
  return { rows: shown, nextCursor: cursorOf(shown[limit - 1] as T) };
}
