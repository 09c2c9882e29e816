import { NEWSLETTER_CONFIRM_TTL_HOURS } from '@chatgate/contracts';
import type { MailMessage } from '../mail/mail.transport';
import { escapeHtml } from '../mail/mail-text';

/** Asks the address's owner to confirm; nothing is sent to them until they do. */
export function confirmationMail(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone (hopefully you) asked to receive the Chatgate newsletter at this address.',
    `Confirm your subscription by opening this link: ${link}`,
    '',
    `The link expires in ${NEWSLETTER_CONFIRM_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail:`,
    'you will not be subscribed.',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Someone (hopefully you) asked to receive the Chatgate newsletter at this address.</p>
<p><a href="${escapeHtml(link)}">Confirm your subscription</a></p>
<p>The link expires in ${NEWSLETTER_CONFIRM_TTL_HOURS} hours. If you did not ask for this, ignore this e-mail:
you will not be subscribed.</p>`;
  return { to, subject: 'Confirm your Chatgate newsletter subscription', text, html };
}

/** Tells a new subscriber they are in, with the link to leave again. */
export function welcomeMail(to: string, unsubscribeLink: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Your subscription to the Chatgate newsletter is confirmed. Thank you!',
    "We'll write about new features, guides and best practices for messaging automation.",
    '',
    `To unsubscribe at any time, open this link: ${unsubscribeLink}`,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Your subscription to the Chatgate newsletter is confirmed. Thank you!</p>
<p>We'll write about new features, guides and best practices for messaging automation.</p>
<p style="font-size:12px;color:#555"><a href="${escapeHtml(unsubscribeLink)}">Unsubscribe</a> at any time.</p>`;
  return { to, subject: 'You are subscribed to the Chatgate newsletter', text, html };
}
