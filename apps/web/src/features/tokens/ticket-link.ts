/** The ticket types of /dashboard/createTicket (spec 2.11). */
export type TicketType = 'Fetch Instance' | 'Create New Instance' | 'Other';

/** The create-ticket page, preset with the type and the user's uuid. */
export function ticketUrl(type: TicketType, uuid: string): string {
  return `/dashboard/createTicket?type=${encodeURIComponent(type)}&uuid=${encodeURIComponent(uuid)}`;
}
