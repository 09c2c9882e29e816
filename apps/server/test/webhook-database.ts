import { SharedListener } from '../src/db/change-listener';
import { connectDatabase } from '../src/db/client';
import { applyMigrations } from '../src/db/migrate';
import { appendEvent } from '../src/modules/events/events.service';
import { WakeUps } from '../src/modules/events/wake-ups';
import { ensureTrialToken } from '../src/modules/instances/instances.service';
import { firstInstanceId } from '../src/modules/users/users.queries';
import { registerUser } from '../src/modules/users/users.service';
import { saveWebhook } from '../src/modules/webhooks/webhooks.service';
import { receivedMessageData } from './event-data';
import { newUser } from './harness';
import { createTestDatabase } from './test-database';

/**
 * A migrated database of its own with no workers running, for tests that drive webhook
 * delivery themselves: tokens with a webhook, and events committed for them.
 */
export async function webhookDatabase() {
  const database = await createTestDatabase();
  const handle = connectDatabase(database.url, 5);
  await applyMigrations(handle.pool);
  const { db } = handle;
  /** What a deliverer of this database runs on: its wake-ups and listening connection. */
  const runtime = { db, wakeUps: new WakeUps(), changes: new SharedListener(handle.pool) };
  let users = 0;
  return {
    db,
    runtime,
    /** A new token whose webhook at `url` takes message.received; its insid and signing secret. */
    async token(url: string): Promise<{ insid: string; secret: string }> {
      const user = await registerUser(db, newUser(`hook${++users}`));
      await ensureTrialToken(db, user.id);
      const insid = (await firstInstanceId(db, user.id)) as string;
      const saved = await saveWebhook({ db, allowPrivate: true, wakeUps: runtime.wakeUps }, insid, {
        url,
        events: ['message.received'],
      });
      return { insid, secret: saved.secret as string };
    },
    /** Commits `count` message.received events (their `body` 0, 1, ... in order), each with a pending delivery. */
    async events(insid: string, count: number): Promise<void> {
      await db.transaction(async (tx) => {
        for (let n = 0; n < count; n++)
          await appendEvent(tx, insid, 'message.received', receivedMessageData(insid, String(n)));
      });
      runtime.wakeUps.eventsCommitted();
    },
    async close(): Promise<void> {
      await handle.close();
      await database.drop();
    },
  };
}
