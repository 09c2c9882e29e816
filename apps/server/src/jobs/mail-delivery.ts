import type { Db } from '../db/client';
import * as q from '../modules/mail/mail.queries';
import { MAIL_QUEUE, MAIL_RETRY } from '../modules/mail/mail.service';
import type { MailTransport } from '../modules/mail/mail.transport';
import type { Jobs } from './boss';

const SWEEP_QUEUE = 'mail-sweep';

/**
 * Delivers outbox mails. A job per mail (job id = outbox id, so re-queuing never doubles it);
 * pg-boss retries with backoff. A sweep every minute re-queues pending mails whose job was lost.
 */
export async function startMailDelivery(jobs: Jobs, db: Db, transport: MailTransport): Promise<void> {
  await jobs.boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...MAIL_RETRY });
  await jobs.boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE });

  await jobs.boss.work<{ id: string }>(
    MAIL_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      if (!job) return;
      const mail = await q.findMail(db, job.data.id);
      if (mail?.status !== 'pending') return;
      try {
        const outcome = await transport.deliver({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          replyTo: mail.replyTo,
        });
        await q.markDelivered(db, mail.id, outcome);
      } catch (error) {
        const final = job.retryCount >= job.retryLimit;
        await q.markAttemptFailed(db, mail.id, String(error), final);
        throw error;
      }
    },
  );

  await jobs.boss.work(SWEEP_QUEUE, async () => {
    for (const id of await q.stalePendingMailIds(db, new Date(Date.now() - 2 * 60_000))) {
      await jobs.send(MAIL_QUEUE, { id }, { id, ...MAIL_RETRY });
    }
  });
  await jobs.boss.schedule(SWEEP_QUEUE, '* * * * *');
}
