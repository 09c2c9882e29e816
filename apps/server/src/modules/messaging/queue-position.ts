/**
 * A page cursor of the message lists: a queue position we handed out as `nextCursor`. Anything
 * else (absent, not digits, past any safe integer) answers null: the list starts at its beginning,
 * as without a cursor.
 */
export function queuePositionOf(cursor: string | undefined): number | null {
  if (!cursor || !/^\d+$/.test(cursor)) return null;
  const position = Number(cursor);
  return Number.isSafeInteger(position) ? position : null;
}
