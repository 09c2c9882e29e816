import { sql } from 'drizzle-orm';

/**
 * Binds a JS array as one array parameter, for `unnest(${sqlArray(xs)}::text[])` multi-row
 * statements; drizzle's `sql` would otherwise expand it into a list of parameters.
 */
export const sqlArray = (values: unknown[]) => sql.param(values);

/** How JSON.stringify writes a lone UTF-16 surrogate (a paired one stays a character). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * `rows` as JSON that PostgreSQL takes: jsonb refuses a lone surrogate, which text from outside
 * (a spreadsheet cell, an engine's message) can hold, so one becomes U+FFFD, as it does in a
 * text parameter, instead of failing the whole statement.
 */
function jsonText(rows: object[]): string {
  const text = JSON.stringify(rows);
  if (!SURROGATE_ESCAPE.test(text)) return text;
  return JSON.stringify(rows, (_key, value) => (typeof value === 'string' ? value.toWellFormed() : value));
}

/**
 * Binds rows as one jsonb parameter, for `jsonb_to_recordset(${jsonParam(rows)})` multi-row
 * statements: one JSON.stringify instead of one escaped array literal per column.
 */
export const jsonParam = (rows: object[]) => sql`${jsonText(rows)}::jsonb`;

/**
 * The CTE `given`: `rows` bound as one jsonb parameter, typed by `columns` (SQL text, fixed code:
 * `id uuid, n int`), as the first CTE of a multi-row statement (`with ${givenRows(…)}, …`).
 */
export const givenRows = (rows: object[], columns: string) =>
  sql`given as (select * from jsonb_to_recordset(${jsonParam(rows)}) as g(${sql.raw(columns)}))`;
