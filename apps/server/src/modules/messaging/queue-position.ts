/** A page cursor of the message lists (digits, checked by the query schema) as a queue position. */
export function queuePositionOf(cursor: string | undefined): number | null {
  return cursor === undefined ? null : Number(cursor);
}
