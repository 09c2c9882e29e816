import { ContactMessages, type ContactRequestSchema } from '@chatgate/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Captcha } from '../auth/captcha.service';
import type { Mailer } from '../mail/mail.service';
import { storeMail } from '../mail/mail.service';
import { acknowledgementMail, staffMail } from './contact.mail';
import * as q from './contact.queries';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  captcha: Captcha;
  /** Staff address the messages go to (config contactEmail: CONTACT_EMAIL, else SUPPORT_EMAIL). */
  staffEmail: string;
}

/** Messages per client address (counted by the route): 5 at once, then one every 12 minutes. */
export const CONTACT_RATE = { burst: 5, perSecond: 5 / 3600 } as const;

/**
 * Stores a contact-form message and, in the same transaction, the two mails it causes (to the
 * staff, Reply-To the sender; an acknowledgement to the sender, Reply-To the staff); they are
 * queued after commit.
 */
export async function submitContact(
  deps: ContactDeps,
  input: z.output<typeof ContactRequestSchema>,
): Promise<{ success: true; message: string }> {
  if (!(await deps.captcha.verify(input.captcha))) {
    throw new AppError('CAPTCHA_REQUIRED', ContactMessages.captchaRequired, 400);
  }
  const message = {
    name: input.name,
    email: input.email,
    company: input.company ? input.company : null,
    subject: input.subject,
    message: input.message,
    inquiryType: input.inquiryType,
  };
  const mailIds = await deps.db.transaction(async (tx) => {
    await q.insertContactMessage(tx, message);
    return [
      await storeMail(tx, staffMail(deps.staffEmail, message)),
      await storeMail(tx, acknowledgementMail(deps.staffEmail, message)),
    ];
  });
  for (const id of mailIds) await deps.mailer.deliver(id);
  return { success: true, message: ContactMessages.sent };
}
