import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sheetAutomations } from '../../db/schema';

export type AutomationRow = typeof sheetAutomations.$inferSelect;
export type AutomationKind = AutomationRow['kind'];

export async function automationsOf(db: Queryable, insid: string): Promise<AutomationRow[]> {
  return db.select().from(sheetAutomations).where(eq(sheetAutomations.instanceId, insid));
}

export type AutomationSettings = Pick<
  AutomationRow,
  'spreadsheetId' | 'tab' | 'enabled' | 'phoneColumn' | 'template'
> & { cursor?: number };

/**
 * Saves an automation's settings. `cursor` (given when the automation starts over: another sheet
 * or tab, or a new-row watcher switched on) resets its progress.
 */
export async function saveAutomation(
  db: Queryable,
  insid: string,
  kind: AutomationKind,
  settings: AutomationSettings,
): Promise<void> {
  const { cursor, ...rest } = settings;
  const restart = cursor === undefined ? {} : { cursor, done: 0, lastError: null, lastRunAt: null };
  await db
    .insert(sheetAutomations)
    .values({ instanceId: insid, kind, ...rest, cursor: cursor ?? 0 })
    .onConflictDoUpdate({
      target: [sheetAutomations.instanceId, sheetAutomations.kind],
      set: { ...rest, ...restart, updatedAt: new Date() },
    });
}

export async function disableAutomations(db: Queryable, insid: string): Promise<void> {
  await db
    .update(sheetAutomations)
    .set({ enabled: false, updatedAt: new Date() })
    .where(eq(sheetAutomations.instanceId, insid));
}

/** Tokens with this automation switched on. */
export async function enabledTokens(db: Queryable, kind: AutomationKind, limit: number): Promise<string[]> {
  const rows = await db
    .select({ insid: sheetAutomations.instanceId })
    .from(sheetAutomations)
    .where(and(eq(sheetAutomations.kind, kind), eq(sheetAutomations.enabled, true)))
    .orderBy(sheetAutomations.lastRunAt)
    .limit(limit);
  return rows.map((r) => r.insid);
}

/** The automation locked for this transaction, if on and no other process holds it. */
export async function lockEnabled(
  db: Queryable,
  insid: string,
  kind: AutomationKind,
): Promise<AutomationRow | undefined> {
  const [row] = await db
    .select()
    .from(sheetAutomations)
    .where(
      and(
        eq(sheetAutomations.instanceId, insid),
        eq(sheetAutomations.kind, kind),
        eq(sheetAutomations.enabled, true),
      ),
    )
    .for('update', { skipLocked: true });
  return row;
}

/** Records a step: progress moved to `cursor`, `added` more done, and the error if the step failed. */
export async function recordStep(
  db: Queryable,
  insid: string,
  kind: AutomationKind,
  step: { cursor: number; added: number; error: string | null },
): Promise<void> {
  await db
    .update(sheetAutomations)
    .set({
      cursor: step.cursor,
      done: sql`${sheetAutomations.done} + ${step.added}`,
      lastError: step.error,
      lastRunAt: new Date(),
    })
    .where(and(eq(sheetAutomations.instanceId, insid), eq(sheetAutomations.kind, kind)));
}
