import type { SheetsOverview } from '@chatgate/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateTokens } from '../../lib/tokens-query';
import { sheetsApi, sheetsKeys } from './api';

/** The token's Google Sheets setup: service account, connected spreadsheet and automations. */
export function useSheetsOverview(insid: string) {
  return useQuery({
    queryKey: sheetsKeys.overview(insid),
    queryFn: ({ signal }) => sheetsApi.overview(insid, signal),
  });
}

/** A call that answers the new overview (connect, disconnect, saving an automation): it replaces the cached one. */
export function useOverviewMutation<T>(insid: string, call: (arg: T) => Promise<SheetsOverview>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (overview) => {
      const before = client.getQueryData<SheetsOverview>(sheetsKeys.overview(insid));
      // The token list carries each token's spreadsheet (gSheetID).
      if (before?.gSheetID !== overview.gSheetID) void invalidateTokens(client);
      client.setQueryData(sheetsKeys.overview(insid), overview);
      // Tabs and their columns may differ on another spreadsheet.
      void client.invalidateQueries({ queryKey: [...sheetsKeys.token(insid), 'preview'] });
    },
  });
}

/** The headers and first rows of a tab; nothing is fetched until a tab is chosen. */
export function useSheetPreview(insid: string, tab: string) {
  return useQuery({
    queryKey: sheetsKeys.preview(insid, tab),
    queryFn: ({ signal }) => sheetsApi.preview(insid, tab, signal),
    enabled: tab !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
