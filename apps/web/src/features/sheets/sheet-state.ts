import type { SheetsOverview } from '@chatgate/contracts';
import type { SelectOption } from '../../components/select-field';
import type { Badge } from './run-format';

/** A tab of the connected spreadsheet, as Google shows it. */
export type SheetTab = NonNullable<SheetsOverview['spreadsheet']>['tabs'][number];

/**
 * Where the token stands with Google Sheets: the server has no service account, no spreadsheet is
 * connected, one is connected but cannot be opened, or one is connected and open.
 */
export type SheetState = 'unconfigured' | 'disconnected' | 'unreachable' | 'connected';

export function sheetState(
  overview: Pick<SheetsOverview, 'configured' | 'gSheetID' | 'spreadsheet'>,
): SheetState {
  if (!overview.configured) return 'unconfigured';
  if (!overview.gSheetID) return 'disconnected';
  return overview.spreadsheet ? 'connected' : 'unreachable';
}

const STATE_BADGES: Record<SheetState, Badge> = {
  unconfigured: { label: 'Not available', tone: 'neutral' },
  disconnected: { label: 'Not connected', tone: 'neutral' },
  unreachable: { label: 'Cannot open', tone: 'danger' },
  connected: { label: 'Connected', tone: 'success' },
};

export const sheetBadge = (state: SheetState): Badge => STATE_BADGES[state];

/** The spreadsheet in Google Sheets. */
export const spreadsheetUrl = (id: string): string =>
  `https://docs.google.com/spreadsheets/d/${encodeURIComponent(id)}/edit`;

/**
 * A tab picker's options: "Choose a tab" (empty), then the spreadsheet's tabs, and the saved tab
 * when the spreadsheet no longer has it (so the form still shows what is saved).
 */
export function tabOptions(tabs: readonly SheetTab[], saved?: string | null): SelectOption[] {
  const titles = tabs.map((tab) => tab.title);
  if (saved && !titles.includes(saved)) titles.push(saved);
  return [{ value: '', label: 'Choose a tab' }, ...titles.map((title) => ({ value: title, label: title }))];
}

/** Switched on or off, for an automation's badge. */
export const automationBadge = (enabled: boolean): Badge =>
  enabled ? { label: 'On', tone: 'success' } : { label: 'Off', tone: 'neutral' };
