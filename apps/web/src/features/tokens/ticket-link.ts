import type { TicketType } from '@chatgate/contracts';

/** The create-ticket page, preset with the type and the user's uuid. */
export function ticketUrl(type: TicketType, uuid: string): string {
  return `/dashboard/createTicket?type=${encodeURIComponent(type)}&uuid=${encodeURIComponent(uuid)}`;
}
