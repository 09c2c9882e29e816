import type { Db } from '../../db/client';
import { holdThroughOutage } from '../../db/hold-through-outage';
import { onePerDb } from '../../db/one-per-db';
import { holdThroughOutageKept, outageJournal } from '../../db/outage-journal';
import { stoppingOf } from '../../db/stopping';
import type { EngineEvents } from '../../engines/engine';
import { appendEvent, eventsCommitted } from '../events/events.service';

/** A group created, or its participants changed, as the engine reported it (WhatsApp tells it once). */
export type GroupChange = EngineEvents['group'];

// What waits out a database outage is also kept on disk until written, so a stop or crash
// meanwhile does not lose it. A crash between the commit and the drop logs the change twice.
const journalFor = onePerDb((db) => outageJournal<GroupChange>(db, 'group-changes'));

async function store(db: Db, change: GroupChange): Promise<void> {
  const { insid, groupId, action, participants, author = null, subject = null } = change;
  await db.transaction((tx) =>
    action === 'create'
      ? appendEvent(tx, insid, 'group.created', { groupId, subject, participants, author })
      : appendEvent(tx, insid, 'group.participants', { groupId, action, participants, author }),
  );
  eventsCommitted();
}

/** Logs the change as its event; while the database is unreachable it waits, kept on disk. */
export function recordGroupChange(db: Db, change: GroupChange): Promise<void> {
  return holdThroughOutageKept(() => store(db, change), stoppingOf(db).signal, journalFor(db), [change]);
}

/** Logs the group changes an earlier process kept on disk during an outage; answers how many. */
export function replayGroupChanges(db: Db): Promise<number> {
  const stopping = stoppingOf(db).signal;
  return journalFor(db).replay(async (changes) => {
    for (const change of changes) await holdThroughOutage(() => store(db, change), stopping);
  });
}
