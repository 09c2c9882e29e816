import { sql } from 'drizzle-orm';
import { wellFormedJson } from './well-formed-json';

/**
 * Binds a JS array as one array parameter, for `unnest(${sqlArray(xs)}::text[])` multi-row
 * statements; drizzle's `sql` would otherwise expand it into a list of parameters.
 */
export const sqlArray = (values: unknown[]) => sql.param(values);

/**
 * Binds rows as one jsonb parameter, for `jsonb_to_recordset(${jsonParam(rows)})` multi-row
 * statements: one JSON.stringify instead of one escaped array literal per column. A lone UTF-16
 * surrogate becomes U+FFFD instead of failing the whole statement.
 */
export const jsonParam = (rows: object[]) => sql`${wellFormedJson(rows)}::jsonb`;

/**
 * The CTE `given`: `rows` bound as one jsonb parameter, typed by `columns` (SQL text, fixed code:
 * `id uuid, n int`), as the first CTE of a multi-row statement (`with ${givenRows(…)}, …`).
 */
export const givenRows = (rows: object[], columns: string) =>
  sql`given as (select * from jsonb_to_recordset(${jsonParam(rows)}) as g(${sql.raw(columns)}))`;
