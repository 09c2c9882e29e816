import { sql } from 'drizzle-orm';

/**
 * Binds a JS array as one array parameter, for `unnest(${sqlArray(xs)}::text[])` multi-row
 * statements; drizzle's `sql` would otherwise expand it into a list of parameters.
 */
export const sqlArray = (values: unknown[]) => sql.param(values);
