import {
  CreateSheetRunSchema,
  SaveEventLogSchema,
  SaveNewRowSchema,
  SheetConnectSchema,
  SheetPreviewQuery,
  SheetPreviewSchema,
  SheetRunActionSchema,
  SheetRunDetailQuery,
  SheetRunDetailSchema,
  SheetRunListSchema,
  SheetRunSchema,
  SheetsOverviewSchema,
  SheetUploadSchema,
  UploadMessages,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../http/app-error';
import { errorResponses } from '../../http/error-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import { InsidQuery, tokenCaller } from '../../http/token-caller';
import { ownedTokenId } from '../instances/instances.service';
import { acceptMultipart, readMultipart } from '../uploads/uploads.service';
import * as runs from './sheet-runs.service';
import * as service from './sheets.service';

const errors = errorResponses(400, 401, 403, 404, 409, 503);
const RunParams = z.object({ id: z.uuid().meta({ examples: ['1d3f5a7c-9e2b-4d6f-8a1c-3e5f7a9c2b4d'] }) });

/** The Google Sheets page of the dashboard, per token: /api/v1/dash/sheets?insid= (session). */
export const sheetsRoutes: FastifyPluginAsyncZod<service.SheetsDeps> = async (app, deps) => {
  await acceptMultipart(app);
  const { guard, tokenId: insid } = tokenCaller(app, 'session', ownedTokenId(deps.db));
  guardEveryRoute(app, guard);
  const tags = ['sheets'];
  const overview = { 200: SheetsOverviewSchema, ...errors };

  app.get(
    '/',
    {
      schema: {
        operationId: 'getSheetsOverview',
        summary: "Get a token's Google Sheets automations",
        tags,
        querystring: InsidQuery,
        response: overview,
      },
    },
    async (request) => service.sheetsOverview(deps, await insid(request)),
  );
  app.put(
    '/connect',
    {
      schema: {
        operationId: 'connectSheet',
        summary: 'Connect a spreadsheet',
        tags,
        querystring: InsidQuery,
        body: SheetConnectSchema,
        response: overview,
      },
    },
    async (request) => service.connectSheet(deps, await insid(request), request.body.sheet),
  );
  app.delete(
    '/connect',
    {
      schema: {
        operationId: 'disconnectSheet',
        summary: 'Disconnect the spreadsheet',
        tags,
        querystring: InsidQuery,
        response: overview,
      },
    },
    async (request) => service.disconnectSheet(deps, await insid(request)),
  );
  app.get(
    '/preview',
    {
      schema: {
        operationId: 'previewSheetTab',
        summary: 'Preview a tab of the spreadsheet',
        tags,
        querystring: SheetPreviewQuery,
        response: { 200: SheetPreviewSchema, ...errors },
      },
    },
    async (request) => service.previewTab(deps, await insid(request), request.query.tab),
  );
  app.post(
    '/uploads',
    {
      schema: {
        operationId: 'uploadSheetTable',
        summary: 'Upload a table (.csv or .xlsx) to send from',
        tags,
        form: { files: { file: { description: 'The table: a .csv or .xlsx file.', required: true } } },
        querystring: InsidQuery,
        response: { 201: SheetUploadSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const token = await insid(request);
      const file = (await readMultipart(request)).files.file;
      if (!file) throw badRequest(UploadMessages.malformed);
      return reply.status(201).send(await runs.uploadTable(deps, token, file));
    },
  );
  app.post(
    '/runs',
    {
      schema: {
        operationId: 'createSheetRun',
        summary: 'Create a bulk-send run',
        tags,
        querystring: InsidQuery,
        body: CreateSheetRunSchema,
        response: { 201: SheetRunDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await runs.createRun(deps, await insid(request), request.body)),
  );
  app.get(
    '/runs',
    {
      schema: {
        operationId: 'listSheetRuns',
        summary: 'List the bulk-send runs',
        tags,
        querystring: InsidQuery,
        response: { 200: SheetRunListSchema, ...errors },
      },
    },
    async (request) => runs.listRuns(deps, await insid(request)),
  );
  app.get(
    '/runs/:id',
    {
      schema: {
        operationId: 'getSheetRun',
        summary: 'Get a bulk-send run and its rows',
        tags,
        params: RunParams,
        querystring: InsidQuery.extend(SheetRunDetailQuery.shape),
        response: { 200: SheetRunDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { filter, page } = request.query;
      return runs.runDetail(deps, await insid(request), request.params.id, filter, page);
    },
  );
  app.post(
    '/runs/:id/:action',
    {
      schema: {
        operationId: 'controlSheetRun',
        summary: 'Start, pause, resume or cancel a run',
        tags,
        params: RunParams.extend({ action: SheetRunActionSchema }),
        querystring: InsidQuery,
        response: { 200: SheetRunSchema, ...errors },
      },
    },
    async (request) => runs.actOnRun(deps, await insid(request), request.params.id, request.params.action),
  );
  app.put(
    '/event-log',
    {
      schema: {
        operationId: 'updateSheetsEventLog',
        summary: 'Change the event-log automation',
        tags,
        querystring: InsidQuery,
        body: SaveEventLogSchema,
        response: overview,
      },
    },
    async (request) => service.saveEventLog(deps, await insid(request), request.body),
  );
  app.put(
    '/new-row',
    {
      schema: {
        operationId: 'updateSheetsNewRow',
        summary: 'Change the send-on-new-row automation',
        tags,
        querystring: InsidQuery,
        body: SaveNewRowSchema,
        response: overview,
      },
    },
    async (request) => service.saveNewRow(deps, await insid(request), request.body),
  );
};
