import {
  GenericMessages,
  STAFF_ROLES,
  TicketActionResponseSchema,
  TicketCreateRequestSchema,
  TicketCreateResponseSchema,
  TicketDetailSchema,
  TicketFileParamsSchema,
  TicketIdParamsSchema,
  TicketListQuerySchema,
  TicketListResponseSchema,
  TicketReplyRequestSchema,
  TicketStatusRequestSchema,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { deniedUnlessRole } from '../../http/access-denied';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { fileAnswer } from '../../http/file-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import {
  acceptMultipart,
  type IncomingFile,
  POLICY_WORDS,
  readMultipart,
  sendUpload,
} from '../uploads/uploads.service';
import { getTicket, listTickets } from './ticket-reads.service';
import {
  closeTicket,
  createTicket,
  replyToTicket,
  setTicketStatus,
  type TicketDeps,
  ticketFile,
} from './tickets.service';

const caller = (request: FastifyRequest) => request.user as AuthenticatedUser;

/**
 * A form sent either as JSON or as multipart/form-data (text fields plus an optional `file`),
 * checked with the contract schema; the first failure answers 400 like a JSON body's would.
 */
async function readForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<{ data: z.output<S>; file?: IncomingFile }> {
  let raw: unknown = request.body;
  let file: IncomingFile | undefined;
  if (request.isMultipart()) {
    const form = await readMultipart(request);
    raw = Object.fromEntries(Object.entries(form.fields).map(([name, values]) => [name, values[0]]));
    file = form.files.file;
  }
  const given = raw ?? {};
  if (typeof given !== 'object' || Array.isArray(given))
    throw new AppError('VALIDATION', GenericMessages.jsonObjectRequired, 400);
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? '', 400);
  return { data: parsed.data, file };
}

/** The OpenAPI description of a readForm body: JSON, or the same fields as a form with a `file`. */
const formDoc = (fields: z.ZodType, notes?: Record<string, string>) => ({
  fields,
  notes,
  files: { file: { description: `An attachment (optional): ${POLICY_WORDS.attachment}.` } },
  orJson: true,
});

/** Support tickets under /api/v1/dash/tickets: users raise and follow theirs; Admin and CRM answer all. */
export const ticketsRoutes: FastifyPluginAsyncZod<TicketDeps> = async (app, deps) => {
  await acceptMultipart(app);
  guardEveryRoute(app, app.requireUser);
  const { db } = deps;
  const tags = ['tickets'];

  app.post(
    '/create',
    {
      schema: {
        operationId: 'createTicket',
        tags,
        summary: 'Raise a ticket',
        form: formDoc(TicketCreateRequestSchema, { uuid: 'The token (insid) the ticket is about, if any.' }),
        response: { 201: TicketCreateResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request, reply) => {
      const { data, file } = await readForm(request, TicketCreateRequestSchema);
      return reply.status(201).send(await createTicket(deps, caller(request), data, file));
    },
  );

  app.get(
    '/',
    {
      schema: {
        operationId: 'listTickets',
        tags,
        summary: 'Tickets: a user sees their own, staff see all; newest activity first',
        querystring: TicketListQuerySchema,
        response: { 200: TicketListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listTickets(db, caller(request), request.query),
  );

  app.get(
    '/files/:fileName',
    {
      schema: {
        operationId: 'downloadTicketFile',
        tags,
        summary: "A ticket attachment (the ticket's owner and staff only)",
        params: TicketFileParamsSchema,
        response: { 200: fileAnswer('The file, as an attachment'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      sendUpload(reply, deps.dataDir, await ticketFile(db, caller(request), request.params.fileName)),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getTicket',
        tags,
        summary: 'A ticket and its whole thread',
        params: TicketIdParamsSchema,
        response: { 200: TicketDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getTicket(db, caller(request), request.params.id),
  );

  app.post(
    '/:id/reply',
    {
      schema: {
        operationId: 'replyToTicket',
        tags,
        summary: 'Reply on a ticket (a user cannot reply on a closed ticket: 409)',
        form: formDoc(TicketReplyRequestSchema),
        params: TicketIdParamsSchema,
        response: { 200: TicketActionResponseSchema, ...errorResponses(400, 401, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { data, file } = await readForm(request, TicketReplyRequestSchema);
      return replyToTicket(deps, caller(request), request.params.id, data, file);
    },
  );

  app.post(
    '/:id/status',
    {
      onRequest: deniedUnlessRole(app, ...STAFF_ROLES),
      schema: {
        operationId: 'setTicketStatus',
        tags,
        summary: 'Set the status (Admin and CRM only)',
        params: TicketIdParamsSchema,
        body: TicketStatusRequestSchema,
        response: { 200: TicketActionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => setTicketStatus(db, caller(request), request.params.id, request.body.status),
  );

  app.post(
    '/:id/close',
    {
      schema: {
        operationId: 'closeTicket',
        tags,
        summary: 'Close a ticket (its owner or staff)',
        params: TicketIdParamsSchema,
        response: { 200: TicketActionResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => closeTicket(db, caller(request), request.params.id),
  );
};
