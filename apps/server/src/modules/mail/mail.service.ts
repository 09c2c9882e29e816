import type { Db, Queryable } from '../../db/client';
import type { JobQueue } from '../../db/job-queue';
import * as q from './mail.queries';
import type { MailMessage } from './mail.transport';

export const MAIL_QUEUE = 'mail-deliver';
export const MAIL_RETRY = { retryLimit: 8, retryDelay: 10, retryBackoff: true } as const;

export interface Mailer {
  /** Stores the mail in the outbox, then queues its delivery; the outbox row is the record. */
  send(message: MailMessage): Promise<string>;
  /** Queues a mail stored with storeMail, once its transaction committed. */
  deliver(id: string): Promise<void>;
}

/**
 * Stores a mail in the outbox within the caller's transaction, so it exists exactly when the
 * change it tells of does. Pass the id to `deliver` after commit; the outbox sweep sends it
 * anyway if that never happens.
 */
export function storeMail(db: Queryable, message: MailMessage): Promise<string> {
  return q.insertMail(db, {
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    replyTo: message.replyTo ?? null,
  });
}

export function createMailer(db: Db, jobs: JobQueue): Mailer {
  const deliver = async (id: string) => {
    await jobs.send(MAIL_QUEUE, { id }, { id, ...MAIL_RETRY });
  };
  return {
    async send(message) {
      const id = await storeMail(db, message);
      await deliver(id);
      return id;
    },
    deliver,
  };
}
