import {
  type CreateSheetRun,
  SheetPreviewSchema,
  type SheetRunAction,
  SheetRunDetailSchema,
  SheetRunListSchema,
  SheetRunSchema,
  SheetsOverviewSchema,
  SheetUploadSchema,
} from '@chatgate/contracts';
import { apiRequest } from '../../lib/api-client';

/** Which rows of a run to list: all of them, or the invalid and failed ones. */
export type RunRowFilter = 'all' | 'problems';

const path = (insid: string, rest = '', extra: Record<string, string> = {}) =>
  `/dash/sheets${rest}?${new URLSearchParams({ insid, ...extra })}`;

/** The multipart body of an upload: the file in the field `file`. */
export function uploadBody(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** The dashboard's Google Sheets calls for one of the user's tokens (by session, the token in `insid`). */
export const sheetsApi = {
  overview: (insid: string, signal?: AbortSignal) =>
    apiRequest(path(insid), { schema: SheetsOverviewSchema, signal }),
  connect: (insid: string, sheet: string) =>
    apiRequest(path(insid, '/connect'), { method: 'PUT', body: { sheet }, schema: SheetsOverviewSchema }),
  disconnect: (insid: string) =>
    apiRequest(path(insid, '/connect'), { method: 'DELETE', schema: SheetsOverviewSchema }),
  preview: (insid: string, tab: string, signal?: AbortSignal) =>
    apiRequest(path(insid, '/preview', { tab }), { schema: SheetPreviewSchema, signal }),
  upload: (insid: string, file: File) =>
    apiRequest(path(insid, '/uploads'), {
      method: 'POST',
      body: uploadBody(file),
      schema: SheetUploadSchema,
    }),
  createRun: (insid: string, body: CreateSheetRun) =>
    apiRequest(path(insid, '/runs'), { method: 'POST', body, schema: SheetRunDetailSchema }),
  runs: (insid: string, signal?: AbortSignal) =>
    apiRequest(path(insid, '/runs'), { schema: SheetRunListSchema, signal }),
  run: (insid: string, id: string, filter: RunRowFilter, page: number, signal?: AbortSignal) =>
    apiRequest(path(insid, `/runs/${encodeURIComponent(id)}`, { filter, page: String(page) }), {
      schema: SheetRunDetailSchema,
      signal,
    }),
  runAction: (insid: string, id: string, action: SheetRunAction) =>
    apiRequest(path(insid, `/runs/${encodeURIComponent(id)}/${action}`), {
      method: 'POST',
      schema: SheetRunSchema,
    }),
  saveEventLog: (insid: string, body: { enabled: boolean; tab: string }) =>
    apiRequest(path(insid, '/event-log'), { method: 'PUT', body, schema: SheetsOverviewSchema }),
  saveNewRow: (
    insid: string,
    body: { enabled: boolean; tab: string; phoneColumn: number; template: string },
  ) => apiRequest(path(insid, '/new-row'), { method: 'PUT', body, schema: SheetsOverviewSchema }),
};

/** Query keys of the Google Sheets screen, all under the token. */
export const sheetsKeys = {
  token: (insid: string) => ['sheets', insid] as const,
  overview: (insid: string) => ['sheets', insid, 'overview'] as const,
  preview: (insid: string, tab: string) => ['sheets', insid, 'preview', tab] as const,
  runs: (insid: string) => ['sheets', insid, 'runs'] as const,
  run: (insid: string, id: string) => ['sheets', insid, 'run', id] as const,
  runPage: (insid: string, id: string, filter: RunRowFilter, page: number) =>
    ['sheets', insid, 'run', id, filter, page] as const,
};
