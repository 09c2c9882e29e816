import {
  TicketActionResponseSchema,
  type TicketCreateRequest,
  TicketCreateResponseSchema,
  TicketDetailSchema,
  TicketListResponseSchema,
  type TicketStatus,
} from '@chatgate/contracts';
import { api, apiDownload } from '../../lib/api-client';
import { type StatusFilter, ticketFormBody, ticketListSearch } from './ticket-params';

const BASE = '/dash/tickets';

/** The dashboard's ticket calls (/api/v1/dash/tickets). */
export const ticketsApi = {
  /** JSON, or multipart with the attachment when there is one. */
  create: (fields: TicketCreateRequest, file?: File | null) =>
    api.post(`${BASE}/create`, ticketFormBody({ ...fields }, file), { schema: TicketCreateResponseSchema }),
  list: (status: StatusFilter, page: number, signal?: AbortSignal) =>
    api.get(`${BASE}?${ticketListSearch(status, page)}`, { schema: TicketListResponseSchema, signal }),
  thread: (id: number, signal?: AbortSignal) =>
    api.get(`${BASE}/${id}`, { schema: TicketDetailSchema, signal }),
  reply: (id: number, text: string, file?: File | null) =>
    api.post(`${BASE}/${id}/reply`, ticketFormBody({ text }, file), { schema: TicketActionResponseSchema }),
  setStatus: (id: number, status: TicketStatus) =>
    api.post(`${BASE}/${id}/status`, { status }, { schema: TicketActionResponseSchema }),
  close: (id: number) => api.post(`${BASE}/${id}/close`, undefined, { schema: TicketActionResponseSchema }),
  /** An attachment's bytes; it needs the bearer token, so it is fetched rather than linked. */
  file: (fileName: string) => apiDownload(`${BASE}/files/${encodeURIComponent(fileName)}`),
};

/** Query keys of the ticket screens. */
export const ticketKeys = {
  all: ['tickets'] as const,
  list: (status: StatusFilter, page: number) => ['tickets', 'list', status, page] as const,
  thread: (id: number) => ['tickets', 'thread', id] as const,
};
