import { BUSINESS_HOURS, type InquiryType, inquiryTypeLabel } from '@chatgate/contracts';
import type { MailMessage } from '../mail/mail.transport';
import { escapeHtml, oneLine } from '../mail/mail-text';

export interface ContactMailInput {
  name: string;
  email: string;
  company: string | null;
  subject: string;
  message: string;
  inquiryType: InquiryType;
}

const HOURS = `Business hours: ${BUSINESS_HOURS.map((h) => `${h.days} ${h.hours}`).join(', ')}.`;

/** The message for the staff; a reply goes to the sender (the address the contact schema checked). */
export function staffMail(to: string, input: ContactMailInput): MailMessage {
  const type = inquiryTypeLabel(input.inquiryType);
  const fields: Array<[string, string]> = [
    ['From', `${input.name} <${input.email}>`],
    ['Company', input.company ?? '-'],
    ['Inquiry type', type],
    ['Subject', input.subject],
  ];
  const text = [
    'A new message from the contact form (reply to this e-mail to answer the sender):',
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    input.message,
  ].join('\n');
  const html = `<p>A new message from the contact form (reply to this e-mail to answer the sender):</p>
<table>${fields.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
  return {
    to,
    replyTo: input.email,
    subject: `[Contact: ${type}] ${oneLine(input.subject, 150)}`,
    text,
    html,
  };
}

/**
 * The acknowledgement to the sender; a reply reaches the staff, not the no-reply sender. It
 * repeats only the subject, not the message, so the form cannot be used to mail arbitrary text
 * to someone else's address.
 */
export function acknowledgementMail(staff: string, input: ContactMailInput): MailMessage {
  const subject = oneLine(input.subject, 150);
  const text = [
    `Hello ${oneLine(input.name, 100)},`,
    '',
    `Thank you for contacting Chatgate. We received your message "${subject}" (${inquiryTypeLabel(input.inquiryType)})`,
    'and will get back to you within one business day.',
    '',
    HOURS,
    '',
    'If you did not write to us, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(oneLine(input.name, 100))},</p>
<p>Thank you for contacting Chatgate. We received your message "${escapeHtml(subject)}"
(${escapeHtml(inquiryTypeLabel(input.inquiryType))}) and will get back to you within one business day.</p>
<p>${HOURS}</p>
<p>If you did not write to us, you can ignore this e-mail.</p>`;
  return { to: input.email, replyTo: staff, subject: 'We received your message | Chatgate', text, html };
}
