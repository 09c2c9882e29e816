import fc from 'fast-check';
import type { Operation } from '../../test/openapi-operations';
import { mapLimit } from './load-map-limit';

export interface PlannedOperation {
  op: Operation;
  numRuns: number;
}

export interface FuzzRun {
  /** Cases fast-check ran (shrinking runs not counted). */
  cases: number;
  /** fast-check's report for each operation whose property failed: the shrunk input and its error. */
  failures: string[];
}

/** `total` cases spread evenly over the operations (the first ones get one more when it does not divide). */
export function planCases(operations: readonly Operation[], total: number): PlannedOperation[] {
  const share = Math.floor(total / operations.length);
  const extra = total % operations.length;
  return operations.map((op, index) => ({ op, numRuns: share + (index < extra ? 1 : 0) }));
}

/**
 * Checks `property` of each planned operation, `lanes` operations at a time; every failing
 * operation is reported (not only the first), each with the seed that repeats it.
 */
export async function fuzzOperations<T extends unknown[]>(
  planned: readonly PlannedOperation[],
  options: { lanes: number; seed: number },
  property: (op: Operation) => fc.IAsyncProperty<T>,
): Promise<FuzzRun> {
  const run: FuzzRun = { cases: 0, failures: [] };
  await mapLimit(planned, options.lanes, async ({ op, numRuns }, index) => {
    if (numRuns === 0) return;
    const details = await fc.check(property(op), { numRuns, seed: options.seed + index });
    run.cases += details.numRuns;
    if (details.failed) {
      const error =
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance);
      run.failures.push(`${op.id} failed:\n${error}\n${fc.defaultReportMessage(details) ?? ''}`);
    }
  });
  return run;
}
