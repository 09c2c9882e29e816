import { type FetchInstanceResponse, InstanceMessages, type InstanceRow } from '@chatgate/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO time `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A token as POST /dash/wa/fetchInstance lists it: a paid, active, unlinked token unless `fields` say otherwise. */
export function tokenRow(fields: Partial<InstanceRow> & Pick<InstanceRow, 'insid'>): InstanceRow {
  return {
    uuid: 'user-1',
    instanceName: `Department ${fields.insid}`,
    authenticated: 0,
    wid: null,
    trial: 0,
    status: 'Active',
    api_key: `key-${fields.insid}`,
    validTill: daysFromNow(300),
    gSheetID: null,
    session: 'idle',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}

/** The fetchInstance answer listing `rows`. */
export const tokenList = (rows: InstanceRow[]): FetchInstanceResponse => ({
  message: InstanceMessages.found,
  result: rows,
});
