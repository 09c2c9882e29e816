/**
 * The entries of a "Load more" list's pages in order, each id once: pages refetched while new
 * entries arrive can overlap at their edges.
 */
export function flattenPages<T extends { id: string }>(pages: ReadonlyArray<{ result: readonly T[] }>): T[] {
  const seen = new Set<string>();
  const entries: T[] = [];
  for (const page of pages) {
    for (const entry of page.result) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}
