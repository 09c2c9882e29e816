import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { TICKET_TYPES } from './dialogs';
import { pageField, requiredString } from './fields';

/** open: waiting for the staff; pending: waiting for the user; closed: done. */
export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKETS_PAGE_SIZE = PAGE_SIZE;
export const TICKET_SUBJECT_MAX = 150;
export const TICKET_TEXT_MAX = 5000;

export const TicketMessages = {
  created: 'Ticket Created',
  replied: 'Reply Sent',
  statusUpdated: 'Ticket Status Updated',
  closed: 'Ticket Closed',
  notFound: 'Ticket Not Found',
  fileNotFound: 'File Not Found',
  typeInvalid: `Ticket type must be one of: ${TICKET_TYPES.join(', ')}`,
  statusInvalid: `Status must be one of: ${TICKET_STATUSES.join(', ')}`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${TICKET_SUBJECT_MAX} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${TICKET_TEXT_MAX} characters`,
  replyRequired: 'Reply is required',
  replyTooLong: `Reply must be at most ${TICKET_TEXT_MAX} characters`,
  tokenNotOwned: 'The token this ticket is about must be one of your own tokens',
  /** A user replying to a closed ticket: only staff reopen one. */
  closedRaiseNew: 'This ticket is closed. Please raise a new ticket if you still need help.',
} as const;

/** Top-bar and dashboard notices about tickets (the notification titles). */
export const ticketNotice = {
  created: (id: number, subject: string) => `New ticket #${id}: ${subject}`,
  userReplied: (id: number, subject: string) => `New reply on ticket #${id}: ${subject}`,
  staffReplied: (id: number, subject: string) => `Support replied on ticket #${id}: ${subject}`,
  statusChanged: (id: number, status: TicketStatus) => `Ticket #${id} is now ${status}`,
} as const;

/** Where a ticket is shown in the dashboard. */
export const ticketLink = (id: number) => `/dashboard/viewTickets?id=${id}`;

const text = (required: string, tooLong: string, max: number) => requiredString(required).max(max, tooLong);

/**
 * POST /dash/tickets/create, as JSON or as multipart fields (plus an optional `file`). `uuid` is
 * the createTicket page's query parameter: the token (insid) the ticket is about; the caller's
 * own user id or an empty value means the ticket is about no particular token.
 */
export const TicketCreateRequestSchema = z.object({
  type: z.enum(TICKET_TYPES, { error: TicketMessages.typeInvalid }).meta({ examples: ['Other'] }),
  uuid: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: text(TicketMessages.subjectRequired, TicketMessages.subjectTooLong, TICKET_SUBJECT_MAX).meta({
    examples: ['Webhook deliveries stopped'],
  }),
  description: text(
    TicketMessages.descriptionRequired,
    TicketMessages.descriptionTooLong,
    TICKET_TEXT_MAX,
  ).meta({
    examples: ['Since 10:00 today our webhook gets no message.status events. The URL answers 200.'],
  }),
});
export type TicketCreateRequest = z.infer<typeof TicketCreateRequestSchema>;

export const TicketCreateResponseSchema = z.object({ message: z.string(), ticketID: z.number().int() });

export const TicketReplyRequestSchema = z.object({
  text: text(TicketMessages.replyRequired, TicketMessages.replyTooLong, TICKET_TEXT_MAX).meta({
    examples: ['Thanks, deliveries are back since 11:30.'],
  }),
});
export type TicketReplyRequest = z.infer<typeof TicketReplyRequestSchema>;

export const TicketStatusRequestSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: TicketMessages.statusInvalid }),
});

export const TicketActionResponseSchema = z.object({
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
});
export type TicketActionResponse = z.infer<typeof TicketActionResponseSchema>;

export const TicketIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .meta({ examples: [42] }),
});
export const TicketFileParamsSchema = z.object({
  fileName: z
    .string()
    .min(1)
    .max(200)
    .meta({ examples: ['4a7d1e2b-9c3f-4b6a-8d5e-0f1a2b3c4d5e.png'] }),
});

export const TicketListQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: TicketMessages.statusInvalid }).optional(),
  page: pageField,
});
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;

/** A ticket in lists; `owner` is the user who raised it (staff see everyone's). */
export const TicketSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(TICKET_TYPES),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** The token (insid) it is about, if any. */
  insid: z.string().nullable(),
  /** That token's name, which staff cannot read from their own token list; null once it is deleted. */
  instanceName: z.string().nullable(),
  owner: z.object({ uuid: z.string(), name: z.string(), username: z.string() }),
  createdAt: z.string(),
  /** The last reply or status change. */
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

export const TicketListResponseSchema = z.object({
  result: z.array(TicketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TicketListResponse = z.infer<typeof TicketListResponseSchema>;

export const TicketThreadMessageSchema = z.object({
  id: z.number().int(),
  /** The author's name; null once the account is gone. */
  author: z.string().nullable(),
  fromStaff: z.boolean(),
  body: z.string(),
  /** The attachment, served at /dash/tickets/files/{fileName}. */
  fileName: z.string().nullable(),
  createdAt: z.string(),
});
export type TicketThreadMessage = z.infer<typeof TicketThreadMessageSchema>;

export const TicketDetailSchema = TicketSummarySchema.extend({
  messages: z.array(TicketThreadMessageSchema),
});
export type TicketDetail = z.infer<typeof TicketDetailSchema>;
