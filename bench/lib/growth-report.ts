/** bench:growth's tables: each figure at both sizes with their ratio, and the large size's plans. */
import type { PlanSummary } from './query-capture';

export interface Timing {
  p50: number;
  p99: number;
  /** Why a call of the figure failed (it was not timed further). */
  failed?: string;
}

/** Ratios at or under this are flat (issue 49). */
export const FLAT = 1.5;

const ms = (t: Timing) =>
  t.failed ? 'FAILED' : `${t.p50.toFixed(2).padStart(8)} / ${t.p99.toFixed(2).padStart(8)}`;

export function printRatios(
  names: string[],
  small: Map<string, Timing>,
  large: Map<string, Timing>,
  labels: [string, string],
): string[] {
  const over: string[] = [];
  console.log(
    `\n${'figure'.padEnd(34)} ${`${labels[0]} p50 / p99 ms`.padStart(30)} ${`${labels[1]} p50 / p99 ms`.padStart(30)}   ratio p50 / p99`,
  );
  for (const name of names) {
    const s = small.get(name);
    const l = large.get(name);
    if (!s || !l) continue;
    const r50 = l.p50 / s.p50;
    const r99 = l.p99 / s.p99;
    // A failed figure is not flat (NaN compares false).
    const flat = Math.max(r50, r99) <= FLAT;
    if (!flat) over.push(name);
    console.log(
      `${name.padEnd(34)} ${ms(s).padStart(30)} ${ms(l).padStart(30)}   ${r50.toFixed(2).padStart(6)} / ${r99.toFixed(2).padStart(6)}${flat ? '' : '   OVER'}`,
    );
    for (const [label, t] of [[labels[0], s] as const, [labels[1], l] as const]) {
      if (t.failed) console.log(`  at ${label}: ${t.failed}`);
    }
  }
  return over;
}

/** The slowest statements of each figure: time, top plan node, each scan, and a Seq Scan warning. */
export function printPlans(plans: Map<string, PlanSummary[]>, shown = 3): void {
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) at the large size, slowest statements of each figure first:');
  for (const [name, summaries] of plans) {
    console.log(`\n${name}: ${summaries.length} statement(s)`);
    for (const plan of summaries.slice(0, shown)) {
      const flag = `${plan.seqScans > 0 ? '   SEQ SCAN' : ''}${plan.error ? `   (${plan.error})` : ''}`;
      console.log(`  ${plan.ms.toFixed(2)} ms, ${plan.buffers} buffers, top ${plan.top}${flag}`);
      console.log(`    ${plan.text.slice(0, 160)}`);
      for (const scan of plan.scans) console.log(`    - ${scan}`);
    }
  }
}
