/**
 * The SQL this process sends while a piece of work runs (the server in-process: its routes' and
 * jobs' real statements), caught at pg.Client's query; and what EXPLAIN (ANALYZE, BUFFERS) says
 * of each, run in a transaction that is rolled back, so a write changes nothing.
 */
import pg from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const prototype = pg.Client.prototype as unknown as { query: Query };
const original = prototype.query;

/** Runs `work` and answers the statements sent meanwhile (without their transaction control). */
export async function captureQueries(work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const caught: CapturedQuery[] = [];
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    // query(text, values), query({ text, values }) or, as drizzle sends them, query({ text }, values).
    const config =
      typeof first === 'string' ? { text: first } : (first as Partial<CapturedQuery> | undefined);
    const values = Array.isArray(second) ? second : config?.values;
    if (typeof config?.text === 'string') caught.push({ text: config.text, values: values ?? [] });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  // Transaction control, and pg-boss's own polling, are not the figure's statements.
  return caught.filter(
    (q) =>
      !/^\s*(begin|commit|rollback|set |select set_config|savepoint|release)/i.test(q.text) &&
      !q.text.includes('pgboss'),
  );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Plan Rows'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  text: string;
  ms: number;
  top: string;
  /** Each scan of a table: "Index Scan messages_history_idx on messages (51 rows)". */
  scans: string[];
  buffers: number;
  /** Seq Scans that read SMALL_SCAN rows or more. */
  seqScans: number;
  error?: string;
}

const SCAN = /Scan$/;
/** A Seq Scan reading fewer rows than this (a small table) is no finding. */
const SMALL_SCAN = 1000;

interface Scan {
  line: string;
  seq: boolean;
  rows: number;
}

function scansOf(node: PlanNode, into: Scan[]): Scan[] {
  if (SCAN.test(node['Node Type']) && (node['Relation Name'] || node['Index Name'])) {
    // Without ANALYZE only the planner's estimate is known.
    const actual = node['Actual Rows'] !== undefined;
    const loops = node['Actual Loops'] ?? 1;
    const rows = actual ? (node['Actual Rows'] ?? 0) * loops : (node['Plan Rows'] ?? 0);
    // What a scan's filter threw away (a Seq Scan's whole table) was read too.
    const removed = (node['Rows Removed by Filter'] ?? 0) * loops;
    const on = [node['Index Name'], node['Relation Name'] && `on ${node['Relation Name']}`].filter(Boolean);
    const counted = `${actual ? '' : 'estimated '}${rows} rows${removed > 0 ? `, ${removed} removed by its filter` : ''}`;
    into.push({
      line: `${node['Node Type']} ${on.join(' ')} (${counted})`,
      seq: node['Node Type'] === 'Seq Scan',
      rows: rows + removed,
    });
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of `query` on `databaseUrl`, rolled back; a statement that cannot run
 * again (an insert of a key it already wrote) gets its plan without ANALYZE.
 */
export async function explain(databaseUrl: string, query: CapturedQuery): Promise<PlanSummary> {
  const text = query.text.replace(/\s+/g, ' ').trim();
  try {
    return await explainedWith(databaseUrl, query, 'analyze, buffers, format json');
  } catch (analyzed) {
    try {
      return { ...(await explainedWith(databaseUrl, query, 'format json')), error: `plan only: ${analyzed}` };
    } catch (error) {
      return { text, ms: 0, top: '-', scans: [], buffers: 0, seqScans: 0, error: String(error) };
    }
  }
}

async function explainedWith(
  databaseUrl: string,
  query: CapturedQuery,
  options: string,
): Promise<PlanSummary> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await original.call(client, 'begin');
    const result = (await original.call(
      client,
      `explain (${options}) ${query.text}`,
      query.values,
    )) as pg.QueryResult<{
      'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time'?: number }>;
    }>;
    const [explained] = result.rows[0]?.['QUERY PLAN'] ?? [];
    if (!explained) throw new Error('no plan');
    const plan = explained.Plan;
    const scans = scansOf(plan, []);
    return {
      text: query.text.replace(/\s+/g, ' ').trim(),
      ms: explained['Execution Time'] ?? 0,
      top: plan['Node Type'],
      scans: scans.map((s) => s.line),
      buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
      seqScans: scans.filter((s) => s.seq && s.rows >= SMALL_SCAN).length,
    };
  } finally {
    await (original.call(client, 'rollback') as Promise<unknown>).catch(() => {});
    await client.end();
  }
}

/** The plan of each statement `work` sends, slowest first. */
export async function explainWork(databaseUrl: string, work: () => Promise<unknown>): Promise<PlanSummary[]> {
  const queries = await captureQueries(work);
  const plans: PlanSummary[] = [];
  for (const query of queries) plans.push(await explain(databaseUrl, query));
  return plans.sort((a, b) => b.ms - a.ms);
}
