import type { Config } from '../config';
import type { Db } from '../db/client';
import { sendExpiryReminders } from '../modules/billing/expiry-reminders';
import { createMailer } from '../modules/mail/mail.service';
import type { Jobs } from './boss';

const QUEUE = 'expiry-reminders';

/** Every quarter of an hour, mails the owners of tokens about to expire (each reminder once). */
export async function scheduleExpiryReminders(jobs: Jobs, db: Db, config: Config): Promise<void> {
  const mailer = createMailer(db, jobs);
  await jobs.boss.createQueue(QUEUE, { name: QUEUE });
  await jobs.boss.work(QUEUE, async () => {
    await sendExpiryReminders(db, mailer, config.EXPIRY_REMINDER_DAYS, config.publicUrl);
  });
  await jobs.boss.schedule(QUEUE, '*/15 * * * *');
}
