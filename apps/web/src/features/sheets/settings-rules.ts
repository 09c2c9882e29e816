import { SaveNewRowSchema, SheetsTexts } from '@chatgate/contracts';
import { z } from 'zod';

/** Send on new row's form: the contract's rules, with the column missing said in the contract's words. */
export const NewRowFormSchema = SaveNewRowSchema.extend({
  phoneColumn: z
    .number({ error: SheetsTexts.columnMissing })
    .int()
    .min(0, SheetsTexts.columnMissing)
    .max(701, SheetsTexts.columnMissing),
});
export type NewRowFormValues = z.infer<typeof NewRowFormSchema>;

/** The field of Send on new row that a 400's message is about. */
export function newRowErrorField(message: string): 'tab' | 'phoneColumn' | 'template' | null {
  if (message === SheetsTexts.tabRequired || message === SheetsTexts.tabMissing) return 'tab';
  if (message === SheetsTexts.columnMissing) return 'phoneColumn';
  if (message === SheetsTexts.templateRequired || /placeholder|\{\{/i.test(message)) return 'template';
  return null;
}

/** The column index a select's value names, or undefined for none chosen. */
export const selectedColumn = (value: string): number | undefined =>
  value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);

/** A saved phone column that the tab still has, else the given guess. */
export function phoneColumnFor(saved: number | null | undefined, headers: string[], guess: number): number {
  return saved !== null && saved !== undefined && saved < headers.length ? saved : guess;
}
