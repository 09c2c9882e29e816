/** A page cursor of the message lists (digits, checked by the query schema) as a queue position. */
export function queuePositionOf(cursor: string | undefined): number | null {
  return cursor === undefined ? null : Number(cursor);
}

/** The cursor of the page that follows `row`: its queue position, as the lists answer it. */
export const queueCursorOf = (row: { queueSeq: number }): string => String(row.queueSeq);
