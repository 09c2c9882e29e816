import type { CreateSheetRun, SheetRunAction } from '@chatgate/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type RunRowFilter, sheetsApi, sheetsKeys } from './api';
import { activeRun, isRunActive } from './run-progress';

/** How often a sending or paused run is refreshed. */
export const RUN_POLL_MS = 2_000;
/** How often the list of runs is refreshed while one of them is sending. */
const LIST_POLL_MS = 5_000;

/** The token's bulk sends, newest first. */
export function useSheetRuns(insid: string) {
  return useQuery({
    queryKey: sheetsKeys.runs(insid),
    queryFn: ({ signal }) => sheetsApi.runs(insid, signal),
    refetchInterval: (query) => (activeRun(query.state.data?.runs) ? LIST_POLL_MS : false),
  });
}

/** One page of a run's rows with the run; polled every 2 s while it sends or is paused. */
export function useRunDetail(insid: string, id: string, filter: RunRowFilter, page: number) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: sheetsKeys.runPage(insid, id, filter, page),
    queryFn: ({ signal }) => sheetsApi.run(insid, id, filter, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data && isRunActive(q.state.data.run.status) ? RUN_POLL_MS : false),
  });
  const status = query.data?.run.status;
  // The list shows each run's status: refresh it when this one's changes (e.g. it completed).
  useEffect(() => {
    if (status) void client.invalidateQueries({ queryKey: sheetsKeys.runs(insid) });
  }, [client, insid, status]);
  return query;
}

/** Creates a run (the dry run); its first page of problem rows is cached for the panel that opens it. */
export function useCreateRun(insid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSheetRun) => sheetsApi.createRun(insid, body),
    onSuccess: (detail) => {
      client.setQueryData(sheetsKeys.runPage(insid, detail.run.id, 'problems', 1), detail);
      void client.invalidateQueries({ queryKey: sheetsKeys.runs(insid) });
    },
  });
}

/** Start, pause, resume or cancel a run; its pages and the list are refreshed after. */
export function useRunAction(insid: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: SheetRunAction) => sheetsApi.runAction(insid, id, action),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: sheetsKeys.run(insid, id) });
      void client.invalidateQueries({ queryKey: sheetsKeys.runs(insid) });
    },
  });
}

/** Uploads a CSV or Excel file and answers its headers and first rows. */
export function useUploadFile(insid: string) {
  return useMutation({ mutationFn: (file: File) => sheetsApi.upload(insid, file) });
}
