import type { MailMessage } from '../mail/mail.transport';
import { escapeHtml } from '../mail/mail-text';

export function resetMail(
  user: { name: string; email: string },
  link: string,
  otp: string,
  ttlMinutes: number,
): MailMessage {
  const text = [
    `Hello ${user.name},`,
    '',
    'We received a request to reset the password of your Chatgate account.',
    `Open this link to choose a new password: ${link}`,
    `Your one-time code (OTP) is: ${otp}`,
    '',
    `The link and the code expire in ${ttlMinutes} minutes and can be used once.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(user.name)},</p>
<p>We received a request to reset the password of your Chatgate account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>Your one-time code (OTP) is: <strong style="font-size:20px;letter-spacing:4px">${otp}</strong></p>
<p>The link and the code expire in ${ttlMinutes} minutes and can be used once.<br>
If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to: user.email, subject: 'Reset your Chatgate password', text, html };
}
