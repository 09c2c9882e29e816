import {
  NEWSLETTER_CONFIRM_TTL_HOURS,
  NewsletterMessages,
  type NewsletterResponse,
  type NewsletterSubscribeRequest,
  type SubscriberSource,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../http/app-error';
import { hashToken, newToken } from '../../security/tokens';
import { type Mailer, storeMail } from '../mail/mail.service';
import { confirmationMail, welcomeMail } from './newsletter.mail';
import * as q from './newsletter.queries';

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  /** Checks a captcha solution; auth's captcha is one (declared here so the newsletter needs no auth). */
  captcha: { verify(solution: string): Promise<boolean> };
  publicUrl: string;
}

/** Subscribe requests per client address (counted by the route): 5 at once, then 10 an hour. */
export const SUBSCRIBE_RATE = { burst: 5, perSecond: 10 / 3600 } as const;
const CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_TTL_HOURS * 3_600_000;
/** A pending address gets at most one confirmation mail in this time, however often it is entered. */
const RESEND_GAP_MS = 5 * 60_000;

const pending = (): NewsletterResponse => ({ message: NewsletterMessages.checkInbox, status: 'pending' });

/** What a confirmation mail needs; the spam checks are the caller's (a newsletter box or signup). */
export type ConfirmationDeps = Pick<NewsletterDeps, 'db' | 'mailer' | 'publicUrl'>;

/**
 * Double opt-in, step 1, from a newsletter box. The answer is the same whether the address is
 * new, pending, confirmed or unsubscribed, so nobody learns who is on the list.
 */
export async function subscribe(
  deps: NewsletterDeps,
  input: NewsletterSubscribeRequest,
): Promise<NewsletterResponse> {
  if (!(await deps.captcha.verify(input.captcha))) {
    throw new AppError('CAPTCHA_REQUIRED', NewsletterMessages.captchaRequired, 400);
  }
  await requestConfirmation(deps, input.email, input.source);
  return pending();
}

/**
 * New and unsubscribed addresses (start over) and pending ones (a fresh link, at most every
 * 5 minutes) get a confirmation mail; confirmed ones get nothing.
 */
export async function requestConfirmation(
  deps: ConfirmationDeps,
  address: string,
  source: SubscriberSource,
): Promise<void> {
  const email = address.toLowerCase();
  const now = Date.now();
  const token = newToken();
  const fresh = {
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(now + CONFIRM_TTL_MS),
  };
  const mail = () => confirmationMail(email, `${deps.publicUrl}/newsletter/confirm?token=${token}`);

  const mailId = await deps.db.transaction(async (tx) => {
    const unsubscribeTokenHash = hashToken(newToken());
    if (await q.insertPendingIfNew(tx, { email, source, unsubscribeTokenHash, ...fresh })) {
      return storeMail(tx, mail());
    }
    const row = await q.lockByEmail(tx, email);
    if (!row || row.status === 'confirmed') return null;
    const lastSentAt = (row.confirmExpiresAt?.getTime() ?? 0) - CONFIRM_TTL_MS;
    if (row.status === 'pending' && now - lastSentAt < RESEND_GAP_MS) return null;
    const restart =
      row.status === 'unsubscribed' ? { unsubscribeTokenHash, confirmedAt: null, unsubscribedAt: null } : {};
    await q.updateSubscriber(tx, row.id, row.status, {
      status: 'pending',
      source,
      ...fresh,
      ...restart,
    });
    return storeMail(tx, mail());
  });
  if (mailId) await deps.mailer.deliver(mailId);
}

/**
 * Double opt-in, step 2: the link's token confirms a pending address (within 48 hours) and mails
 * a welcome with a fresh unsubscribe link. The token's hash is kept, so opening the link again
 * says "already confirmed"; unsubscribing clears it.
 */
export async function confirm(deps: NewsletterDeps, token: string): Promise<NewsletterResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await q.lockByConfirmHash(tx, hashToken(token));
    if (!row || row.status === 'unsubscribed') throw badRequest(NewsletterMessages.invalidConfirmLink);
    if (row.status === 'confirmed') return { status: 'already_confirmed' as const, mailId: null };
    if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= Date.now()) {
      throw badRequest(NewsletterMessages.expiredConfirmLink);
    }
    const unsubscribeToken = newToken();
    await q.updateSubscriber(tx, row.id, 'pending', {
      status: 'confirmed',
      confirmedAt: new Date(),
      confirmExpiresAt: null,
      unsubscribeTokenHash: hashToken(unsubscribeToken),
    });
    const link = `${deps.publicUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`;
    return { status: 'confirmed' as const, mailId: await storeMail(tx, welcomeMail(row.email, link)) };
  });
  if (outcome.mailId) await deps.mailer.deliver(outcome.mailId);
  return outcome.status === 'confirmed'
    ? { status: 'confirmed', message: NewsletterMessages.confirmed }
    : { status: 'already_confirmed', message: NewsletterMessages.alreadyConfirmed };
}

/** The unsubscribe link of the welcome mail; opening it again says "already unsubscribed". */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<NewsletterResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await q.lockByUnsubscribeHash(tx, hashToken(token));
    if (!row) throw badRequest(NewsletterMessages.invalidUnsubscribeLink);
    if (row.status === 'unsubscribed') {
      return { status: 'already_unsubscribed', message: NewsletterMessages.alreadyUnsubscribed };
    }
    await q.updateSubscriber(tx, row.id, row.status, {
      status: 'unsubscribed',
      unsubscribedAt: new Date(),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    });
    return { status: 'unsubscribed', message: NewsletterMessages.unsubscribed };
  });
}
