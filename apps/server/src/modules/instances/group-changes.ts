import type { Db } from '../../db/client';
import { holdThroughOutage } from '../../db/hold-through-outage';
import type { DurableDb } from '../../db/outage-holding';
import { holdThroughOutageKept } from '../../db/outage-journal';
import type { EngineEvents } from '../../engines/engine-events';
import { recordGroupSubject } from '../chats/chats.service';
import { appendEvent } from '../events/events.service';
import type { WakeUps } from '../events/wake-ups';

/** A group created, its participants or its subject, description or settings changed, as the engine reported it (WhatsApp tells it once). */
export type GroupChange = EngineEvents['group'];

export interface GroupChangeRecorder {
  /** Logs the change as its event; while the database is unreachable it waits, kept on disk. */
  record(change: GroupChange): Promise<void>;
  /** Logs the group changes an earlier process kept on disk during an outage; answers how many. */
  replay(): Promise<number>;
}

/** A member named only as a string (older engines, changes kept on disk): a number or a LID. */
const memberOfName = (name: string) =>
  /^\d+$/.test(name)
    ? { number: name, lid: null }
    : { number: null, lid: name.endsWith('@lid') ? name : null };

async function store(db: Db, change: GroupChange): Promise<void> {
  const { insid, groupId, action, participants, author = null, subject = null } = change;
  // `participants` names each member by number, else LID; `members` gives both (decision 0027).
  const members = change.members ?? participants.map(memberOfName);
  const authorLid = change.authorLid ?? null;
  // `actor` names who did it (the same number as `author`, which older events carry).
  await db.transaction((tx) =>
    action === 'create'
      ? appendEvent(tx, insid, 'group.created', {
          groupId,
          subject,
          participants,
          members,
          author,
          authorLid,
        })
      : action === 'update'
        ? appendEvent(tx, insid, 'group.updated', {
            groupId,
            changes: change.changes ?? {},
            actor: author,
            actorLid: authorLid,
          })
        : appendEvent(tx, insid, 'group.participants', {
            groupId,
            action,
            participants,
            members,
            author,
            authorLid,
            actor: author,
            actorLid: authorLid,
          }),
  );
}

/**
 * What waits out a database outage is also kept on disk until written, so a stop or crash
 * meanwhile does not lose it. A crash between the commit and the drop logs the change twice.
 * One per process runtime.
 */
export function groupChangeRecorder({
  db,
  holding,
  wakeUps,
}: DurableDb & { wakeUps: WakeUps }): GroupChangeRecorder {
  const journal = holding.journal<GroupChange>('group-changes');
  const stored = async (change: GroupChange) => {
    await store(db, change);
    wakeUps.eventsCommitted();
    const { insid, groupId, action } = change;
    const subject =
      action === 'create' ? change.subject : action === 'update' ? change.changes?.subject : undefined;
    if (subject) await recordGroupSubject({ db, wakeUps }, insid, groupId, subject, action === 'create');
  };
  return {
    record: (change) => holdThroughOutageKept(() => stored(change), holding.stopping, journal, [change]),
    replay: () =>
      journal.replay(async (changes) => {
        for (const change of changes) await holdThroughOutage(() => stored(change), holding.stopping);
      }),
  };
}
