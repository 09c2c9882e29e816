import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Where every test of the run appends its figures (one JSON object per line). */
export const FIGURES_FILE = path.resolve(
  import.meta.dirname,
  '../../../test-results/resilience-figures.jsonl',
);

export interface Figure {
  /** What was measured, e.g. "failover: time until every token is connected elsewhere". */
  name: string;
  value: number;
  unit: string;
}

/** Records a measured figure; the suite prints all of them at the end of the run. */
export function recordFigure(name: string, value: number, unit: string): void {
  mkdirSync(path.dirname(FIGURES_FILE), { recursive: true });
  appendFileSync(FIGURES_FILE, `${JSON.stringify({ name, value, unit } satisfies Figure)}\n`);
  console.log(`[figure] ${name}: ${formatValue(value)} ${unit}`);
}

export function formatValue(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}
