import type { LogCursor } from '@chatgate/contracts';
import { lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deleteInBatches } from '../../db/delete-in-batches';
import { apiRequests } from '../../db/schema';
import { sqlArray } from '../../db/sql-array';
import { lockedTokens } from '../events/events.queries';

export type ApiRequestRow = Pick<
  typeof apiRequests.$inferInsert,
  'instanceId' | 'method' | 'path' | 'statusCode' | 'durationMs' | 'error'
> & { createdAt: Date };

/**
 * Many lines in one statement, one array parameter per column (building hundreds of rows with
 * the query builder costs more CPU than the insert). Rows of a token deleted meanwhile are
 * skipped rather than failing the others.
 */
export async function insertApiRequests(db: Queryable, rows: ApiRequestRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <K extends keyof ApiRequestRow>(key: K) => sqlArray(rows.map((r) => r[key]));
  // The tokens are locked first: the table has no foreign key, and a token being deleted must get
  // no lines.
  await db.execute(sql`
    with lines as (
      select * from unnest(${column('instanceId')}::text[], ${column('method')}::text[], ${column('path')}::text[],
                           ${column('statusCode')}::int[], ${column('durationMs')}::int[], ${column('error')}::text[],
                           ${sqlArray(rows.map((r) => r.createdAt.toISOString()))}::timestamptz[])
        as r(instance_id, method, path, status_code, duration_ms, error, created_at)
    ),
    live_tokens as (${sql.raw(lockedTokens('select instance_id from lines', 'key share'))})
    insert into api_requests (instance_id, method, path, status_code, duration_ms, error, created_at)
    select instance_id, method, path, status_code, duration_ms, error, created_at from lines
    where instance_id in (select id from live_tokens)`);
}

export async function deleteApiRequestsBefore(
  db: Queryable,
  cutoff: Date,
  batchSize?: number,
): Promise<number> {
  return deleteInBatches(db, apiRequests, lt(apiRequests.createdAt, cutoff), batchSize);
}

/** The entries after `cursor` in the timeline's order (newest first, then by id); by time alone without an id. */
function before({ before: ts, id }: LogCursor): SQL {
  const earlier = sql`ts < ${ts}::timestamptz`;
  return id === null ? earlier : sql`(${earlier} or (ts = ${ts}::timestamptz and id collate "C" < ${id}))`;
}

export type LogRow = {
  id: string;
  ts: Date;
  /**
   * The paging cursor: ts at full (microsecond) precision (a millisecond one would skip rows) and
   * the id, which orders the entries of one instant (a statement's events share its time).
   */
  cursor: string;
  level: 'error' | 'warning' | 'info' | 'success';
  type: 'api' | 'message' | 'session' | 'webhook';
  instance: string;
  message: string;
};

/**
 * One timeline of a set of tokens, newest first: their API calls, message and session events
 * and webhook deliveries, each with a level. Levels and texts are made in SQL so the filter and
 * the page size apply to the union.
 */
export async function timeline(
  db: Queryable,
  insids: string[],
  level: string | null,
  cursor: LogCursor | null,
  limit: number,
): Promise<LogRow[]> {
  if (insids.length === 0) return [];
  const ids = sql`(${sql.join(
    insids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  // Numbers read +<digits>; group and channel ids as they are.
  const chat = sql`case when e.data->>'chatId' like '%@%' then e.data->>'chatId' else '+' || (e.data->>'chatId') end`;
  const caller = sql`case when e.data->>'from' like '%@%' then e.data->>'from' else '+' || (e.data->>'from') end`;
  const result = await db.execute<LogRow>(sql`
    select *, to_char(ts at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as cursor from (
      select r.id::text, r.created_at as ts, 'api' as type, r.instance_id as instance,
        case when r.status_code >= 500 then 'error' when r.status_code >= 400 then 'warning' else 'info' end as level,
        r.method || ' ' || r.path || ' → ' || r.status_code || ' (' || r.duration_ms || ' ms)'
          || coalesce(': ' || r.error, '') as message
      from api_requests r where r.instance_id in ${ids}
      union all
      select e.id::text, e.created_at, case when e.type = 'instance.state' then 'session' else 'message' end, e.instance_id,
        case
          when e.type = 'message.status' and e.data->>'status' = 'failed' then 'error'
          when e.type = 'message.status' and e.data->>'status' in ('delivered', 'read') then 'success'
          when e.type = 'instance.state' and e.data->>'state' = 'connected' then 'success'
          when e.type = 'instance.state' and e.data->>'state' = 'logged_out' then 'warning'
          when e.type = 'instance.state' and e.data->>'state' = 'disconnected'
            then case when e.data->>'reason' = 'qr-timeout' then 'info' when e.data->>'reason' = 'error' then 'error' else 'warning' end
          else 'info' end,
        case
          when e.type = 'message.status' then 'Message to ' || ${chat} || ': ' || (e.data->>'status')
            || coalesce(' (' || (e.data->>'error') || ')', '')
          when e.type = 'message.received' then 'Message from ' || ${chat} || ': ' || left(e.data->>'body', 80)
          when e.type = 'message.sent_on_phone' then 'Message to ' || ${chat} || ' sent on the phone: ' || left(e.data->>'body', 80)
          when e.type = 'message.edited' then 'Message ' || case e.data->>'direction' when 'out' then 'to ' else 'from ' end
            || ${chat} || ' edited: ' || left(e.data->>'body', 80)
          when e.type = 'message.revoked' then 'Message ' || case e.data->>'direction' when 'out' then 'to ' else 'from ' end
            || ${chat} || ' deleted for everyone'
          when e.type = 'group.created' then 'Group ' || (e.data->>'groupId') || ' created: ' || (e.data->>'subject')
          when e.type = 'group.participants' then 'Group ' || (e.data->>'groupId') || ': '
            || case e.data->>'action' when 'add' then 'added ' when 'promote' then 'promoted '
                 when 'demote' then 'demoted ' else 'removed ' end
            || (select string_agg('+' || p, ', ') from jsonb_array_elements_text(e.data->'participants') p)
          when e.type = 'group.updated' then 'Group ' || (e.data->>'groupId') || ' changed: '
            || (select string_agg(k, ', ') from jsonb_object_keys(e.data->'changes') k)
          when e.type = 'poll.vote' then 'Poll vote from ' || coalesce('+' || (e.data->>'voter'), e.data->>'voterLid', 'someone')
            || ': ' || coalesce((select string_agg(o, ', ') from jsonb_array_elements_text(e.data->'selectedOptions') o), 'vote taken back')
          when e.type = 'presence.update' then '+' || (e.data->>'chatId') || ' is ' || (e.data->>'state')
          when e.type = 'call.received' then case e.data->>'video' when 'true' then 'Video' else 'Voice' end
            || ' call from ' || ${caller}
          when e.type = 'call.rejected' then 'Call from ' || ${caller}
            || ' rejected' || case e.data->>'automatic' when 'true' then ' automatically' else '' end
          when e.type = 'call.accepted' then 'Call from ' || ${caller}
            || ' answered'
          when e.type = 'call.ended' then 'Call from ' || ${caller}
            || ' ended: ' || (e.data->>'reason')
          when e.type = 'status.viewed' then 'Status viewed by +' || (e.data->>'viewer')
          when e.type = 'status.received' then 'Status from +' || (e.data->>'author') || ': ' || left(e.data->>'body', 80)
          when e.type = 'status.revoked' then 'Status from +' || (e.data->>'author') || ' deleted'
          when e.type = 'chat.updated' then 'Chat ' || (e.data->>'id') || case when (e.data->>'deleted')::boolean
            then ' deleted' else ' updated' || coalesce(' (' || nullif(concat_ws(', ',
              case when (e.data->>'archived')::boolean then 'archived' end, case when (e.data->>'pinned')::boolean then 'pinned' end,
              case when (e.data->>'muted')::boolean then 'muted' end), '') || ')', '') end
          when e.type = 'instance.state' then 'Session ' ||
            case e.data->>'state'
              when 'qr' then 'waiting for a QR scan'
              when 'logged_out' then 'logged out'
              when 'disconnected' then 'disconnected' || case e.data->>'reason'
                when 'error' then ' (connection failed)'
                when 'qr-timeout' then ' (QR code not scanned in time)' else '' end
              else coalesce(e.data->>'state', 'test event') end
            || coalesce(' (+' || (e.data->>'wid') || ')', '')
          else e.type end
      from instance_events e where e.instance_id in ${ids} and e.type <> 'webhook.test'
      union all
      select d.id::text, coalesce(d.delivered_at, d.created_at), 'webhook', d.instance_id,
        case when d.status = 'succeeded' then 'success' when d.status = 'failed' then 'error'
             when d.attempts > 0 then 'warning' else 'info' end,
        'Webhook ' || e.type || ' #' || e.seq || ': ' ||
        case when d.status = 'succeeded' then 'delivered (HTTP ' || d.last_status_code || ')'
             when d.status = 'failed' then 'failed after ' || d.attempts || ' attempts (' || coalesce(d.last_error, 'HTTP ' || d.last_status_code) || ')'
             when d.attempts > 0 then 'retrying after ' || coalesce(d.last_error, 'HTTP ' || d.last_status_code) || ', attempt ' || d.attempts
             else 'queued' end
      from webhook_deliveries d join instance_events e on e.id = d.event_id
      where d.instance_id in ${ids}
    ) timeline
    where (${level}::text is null or level = ${level})
      and ${cursor === null ? sql`true` : before(cursor)}
    order by ts desc, id collate "C" desc
    limit ${limit}`);
  return result.rows;
}
