import { TRIAL_DAYS } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { type Mailer, storeMail } from '../mail/mail.service';
import { claimReminders, type ExpiringToken, expiringTokens } from './expiry-reminders.queries';

const DAY_MS = 86_400_000;

/** dd-MMM-yyyy (spec 9), in UTC since a mail has no time zone of its reader. */
export const utcDate = (date: Date) =>
  date
    .toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .replaceAll(' ', '-');

/**
 * The thresholds (days before the end) that apply to a token now. A trial gets only those
 * shorter than the trial itself, or a 7-day reminder would greet every new account.
 */
export function dueThresholds(
  token: Pick<ExpiringToken, 'trial' | 'validTill'>,
  thresholds: number[],
  now: Date,
) {
  const left = token.validTill.getTime() - now.getTime();
  return thresholds.filter((d) => left <= d * DAY_MS && (!token.trial || d < TRIAL_DAYS));
}

function reminderMail(token: ExpiringToken, daysBefore: number, publicUrl: string) {
  const when = utcDate(token.validTill);
  const what = token.trial ? 'free trial' : 'subscription';
  const link = `${publicUrl}/dashboard/subscribe?insid=${encodeURIComponent(token.insid)}`;
  return {
    to: token.email,
    subject: `Your Chatgate token "${token.name}" expires on ${when}`,
    text: [
      `Hello ${token.ownerName},`,
      '',
      `The ${what} of your token "${token.name}" (${token.insid}) ends on ${when} (UTC), ` +
        `${daysBefore === 1 ? 'in about a day' : `within ${daysBefore} days`}.`,
      'After that it stops sending and receiving messages until it is activated.',
      '',
      `${token.trial ? 'Activate' : 'Renew'} it now: ${link}`,
      '',
      'Chatgate',
    ].join('\n'),
  };
}

/**
 * Mails each owner once per threshold before a token's validity ends (spec: 7 days and 1 day).
 * When several thresholds apply at once only the nearest is mailed, and all are marked sent.
 * Returns how many mails were stored.
 */
export async function sendExpiryReminders(
  db: Db,
  mailer: Mailer,
  thresholds: number[],
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const sorted = [...thresholds].sort((a, b) => a - b);
  let sent = 0;
  for (const token of await expiringTokens(db, Math.max(...sorted))) {
    const due = dueThresholds(token, sorted, now);
    const nearest = due[0];
    if (nearest === undefined) continue;
    const mailId = await db.transaction(async (tx) => {
      const claimed = await claimReminders(tx, token.insid, token.validTill, due);
      return claimed.includes(nearest) ? storeMail(tx, reminderMail(token, nearest, publicUrl)) : null;
    });
    if (mailId) {
      await mailer.deliver(mailId);
      sent++;
    }
  }
  return sent;
}
