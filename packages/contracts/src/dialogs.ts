/** The dialog texts of spec section 8, word for word. */
export const DialogMessages = {
  copiedTitle: 'Copied to Clipboard',
  copiedKey: 'Your Key has been copied to clipboard',
  copiedApiKey: 'Your API Key has been copied to clipboard',
  copyApiKey: 'Copy API Key',
  sessionLogoutText:
    'You will be logged out of this session. To log back in, you will need to scan the QR code again.',
  sessionLogoutConfirm: 'Yes, Logout',
  removeTokenText: 'Are you sure to remove this instance from our database. This action cannot be undone.',
  removeTokenConfirm: 'Yes, Please Remove',
  cancel: 'No, Cancel',
  raiseTicketText: 'Please raise a ticket to get this issue resolved',
  proceedWithTicket: 'Proceed With Ticket',
} as const;

/** The ticket types /dashboard/createTicket takes (spec 2.11). */
export const TICKET_TYPES = ['Fetch Instance', 'Create New Instance', 'Other'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
