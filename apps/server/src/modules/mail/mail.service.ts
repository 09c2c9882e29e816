import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/boss';
import * as q from './mail.queries';
import type { MailMessage } from './mail.transport';

export const MAIL_QUEUE = 'mail-deliver';
export const MAIL_RETRY = { retryLimit: 8, retryDelay: 10, retryBackoff: true } as const;

export interface Mailer {
  /** Stores the mail in the outbox, then queues its delivery; the outbox row is the record. */
  send(message: MailMessage): Promise<string>;
}

export function createMailer(db: Db, jobs: JobQueue): Mailer {
  return {
    async send(message) {
      const id = await q.insertMail(db, {
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
      });
      await jobs.send(MAIL_QUEUE, { id }, { id, ...MAIL_RETRY });
      return id;
    },
  };
}
