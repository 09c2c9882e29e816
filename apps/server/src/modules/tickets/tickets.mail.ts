import type { MailMessage } from '../mail/mail.transport';
import { escapeHtml, oneLine } from '../mail/mail-text';

export interface TicketReplyMailInput {
  to: string;
  name: string;
  ticketId: number;
  subject: string;
  reply: string;
  /** PUBLIC_URL/dashboard/viewTickets?id=<id> */
  link: string;
}

/** Tells a ticket's owner that the staff answered, with the answer and the way back to the thread. */
export function ticketReplyMail(input: TicketReplyMailInput): MailMessage {
  const subject = oneLine(input.subject, 150);
  const name = oneLine(input.name, 100);
  const text = [
    `Hello ${name},`,
    '',
    `Our support team replied to your ticket #${input.ticketId} "${subject}":`,
    '',
    input.reply,
    '',
    `View the ticket and reply: ${input.link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Our support team replied to your ticket #${input.ticketId} "${escapeHtml(subject)}":</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(input.reply)}</blockquote>
<p><a href="${escapeHtml(input.link)}">View the ticket and reply</a></p>`;
  return {
    to: input.to,
    subject: `Re: [Ticket #${input.ticketId}] ${subject} | Chatgate`,
    text,
    html,
  };
}
