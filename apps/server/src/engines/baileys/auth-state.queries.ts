import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { givenRows, sqlArray } from '../../db/sql-array';

/** One stored entry: `value` is Baileys' BufferJSON text, or null to delete the entry. */
export interface AuthEntry {
  type: string;
  keyId: string;
  value: string | null;
}

/** The values of `ids` of one type, as stored text (missing ids are absent). */
export async function readEntries(
  db: Queryable,
  insid: string,
  type: string,
  ids: string[],
): Promise<Map<string, string>> {
  const { rows } = await db.execute<{ key_id: string; value: string }>(sql`
    select key_id, value::text as value from wa_auth
    where instance_id = ${insid} and type = ${type} and key_id = any(${sqlArray(ids)}::text[])`);
  return new Map(rows.map((r) => [r.key_id, r.value]));
}

/** Writes and deletes entries in one statement: all of them happen, or none. */
export async function writeEntries(db: Queryable, insid: string, entries: AuthEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const given = entries.map((e) => ({ type: e.type, key_id: e.keyId, value: e.value }));
  await db.execute(sql`
    with ${givenRows(given, 'type text, key_id text, value text')},
    removed as (
      delete from wa_auth a using given g
      where a.instance_id = ${insid} and a.type = g.type and a.key_id = g.key_id and g.value is null
    )
    insert into wa_auth (instance_id, type, key_id, value, updated_at)
    select ${insid}, g.type, g.key_id, g.value::jsonb, now() from given g where g.value is not null
    on conflict (instance_id, type, key_id) do update set value = excluded.value, updated_at = now()`);
}

/** Forgets a device: the next session needs a new link. */
export async function clearEntries(db: Queryable, insid: string): Promise<void> {
  await db.execute(sql`delete from wa_auth where instance_id = ${insid}`);
}

/** A device that finished linking: its credentials name a device (`<phone>:<n>@…`). */
const LINKED = sql`type = 'creds' and key_id = '' and value->'me'->>'id' like '%:%'`;

/** Tokens whose device finished linking (their credentials name a device: `<phone>:<n>@…`). */
export async function linkedInstances(db: Queryable): Promise<string[]> {
  const { rows } = await db.execute<{ instance_id: string }>(sql`
    select instance_id from wa_auth where ${LINKED} order by instance_id`);
  return rows.map((r) => r.instance_id);
}

export async function isLinked(db: Queryable, insid: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from wa_auth where instance_id = ${insid} and ${LINKED}`);
  return rows.length > 0;
}
