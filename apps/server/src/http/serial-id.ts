/** The largest id PostgreSQL's integer holds; longer digit strings cannot name a row. */
const MAX_ID = 2_147_483_647;

/** An integer id from the URL: digits only, within the integer range; anything else names no row. */
export function parseSerialId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
