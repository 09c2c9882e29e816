import { TICKET_STATUSES, TICKET_TYPES, type TicketStatus, type TicketType } from '@chatgate/contracts';
import { TICKET_STATUS_LABELS } from '../../lib/ticket-status';

/** The token select's "no particular token" choice. */
export const NO_TOKEN = '';

/** The createTicket page's ?type=, when it is one of the three types; else the first (Fetch Instance). */
export function readTicketType(value: string | null): TicketType {
  return TICKET_TYPES.find((type) => type === value) ?? TICKET_TYPES[0];
}

/**
 * The token preselected from ?uuid=: a token of the user's own when it names one, else no
 * particular token (the dialogs that lead here pass the user's own id).
 */
export function initialToken(uuid: string | null, insids: readonly string[]): string {
  return uuid && insids.includes(uuid) ? uuid : NO_TOKEN;
}

/** The viewTickets page's ?id=, a ticket number; null when absent or not a whole number of 1 or more. */
export function readTicketId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export type StatusFilter = TicketStatus | 'all';

/** The list's ?status=; all when absent or unknown. */
export function readStatusFilter(value: string | null): StatusFilter {
  return TICKET_STATUSES.find((status) => status === value) ?? 'all';
}

/** The query string of GET /dash/tickets: the page, and the status unless all. */
export function ticketListSearch(status: StatusFilter, page: number): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  params.set('page', String(page));
  return params.toString();
}

/** The file name a Content-Disposition header gives (filename* first, then filename), else the fallback. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim()) || fallback;
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}

/** A ticket's form: JSON fields, or multipart (the same fields plus `file`) when a file is attached. */
export function ticketFormBody<T extends Record<string, string | undefined>>(
  fields: T,
  file: File | null | undefined,
): T | FormData {
  if (!file) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  form.append('file', file, file.name);
  return form;
}

/** The status filter's choices: All, then each status. */
export const STATUS_FILTER_OPTIONS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value] })),
];
