import { holdThroughOutage } from '../../db/hold-through-outage';
import { uniqueViolation } from '../../db/unique-violation';
import { KeyedSequence } from '../../engines/keyed-sequence';
import { recordChatReports } from '../../modules/chats/chats.service';
import { appendEvent } from '../../modules/events/events.service';
import { announcedKeyOf, type SessionReport, stateEventOf } from '../../modules/instances/instance-state';
import { toInstanceEvent } from '../../modules/instances/instance-view';
import * as q from '../../modules/instances/instances.queries';
import { undoSecondLink } from '../../modules/instances/second-link';
import { recordReceivedChange } from '../../modules/messages/message-changes.service';
import { recordStatusView } from '../../modules/messages/status-views.service';
import { recordPollVote } from '../../modules/polls/polls.service';
import { recordCallChange, recordIncomingCall } from '../../modules/presence/calls.service';
import { recordPresence } from '../../modules/presence/presence.service';
import type { Runtime } from '../../runtime';
import { contactIntake } from './contact-intake';

/** What wiring the engine's events needs of the process runtime. */
export type EngineEventDeps = Pick<
  Runtime,
  'engine' | 'db' | 'live' | 'holding' | 'wakeUps' | 'messageWriters' | 'groupChanges' | 'config'
>;

type Log = { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };

/**
 * Keeps the database and the dashboards in step with the engine: a linked phone marks the token
 * connected, a logout disconnects it, QR refreshes and statuses are pushed and stored, group
 * changes become events.
 */
export function wireEngineEvents(deps: EngineEventDeps, log: Log, publicUrl: string): () => void {
  const { engine, db, live, holding, wakeUps, messageWriters, groupChanges } = deps;
  // The promise is for an engine that waits for its report to be stored (the sandbox's link).
  const guard =
    <T>(what: string, handler: (event: T) => Promise<void>) =>
    (event: T): Promise<void> =>
      handler(event).catch((err) => log.error({ err }, `engine event ${what} failed`));

  const sequence = new KeyedSequence();
  // What the engine reports happened once: while the database is unreachable it waits its turn
  // (later reports of the same key queue behind it) and is written when the database is back.
  const inOrder = (key: string, work: () => Promise<void>) =>
    sequence.run(key, () => holdThroughOutage(work, holding.stopping));
  const contacts = contactIntake(db, log, inOrder);

  /**
   * Stores what the engine reported (a link, an unlink, or neither) and, when it changed the
   * token's state, its one instance.state event; then tells the dashboards. The engine reports
   * some things more than once (every logout call, of a token logged out already too; every QR
   * refresh; every reconnect): those write no event. A token's reports run in the order the engine
   * made them, so a logout quickly followed by a relink cannot end disconnected.
   */
  const publish = async (insid: string, report: SessionReport) => {
    const session = await engine.sessionState(insid);
    const store = () =>
      db.transaction(async (tx) => {
        const current =
          report.kind === 'connected'
            ? await q.linkPhone(tx, insid, report.wid)
            : report.kind === 'disconnected' && report.reason !== 'qr-timeout'
              ? await q.unlinkPhone(tx, insid)
              : await q.findInstance(tx, insid);
        if (current && current !== q.PHONE_TAKEN) {
          const event = stateEventOf(current, report);
          if (await q.announceState(tx, insid, announcedKeyOf(event)))
            await appendEvent(tx, insid, 'instance.state', event);
        }
        return current;
      });
    const row = await store().catch((error: unknown) => {
      // The same phone linked to another token at this very moment.
      if (uniqueViolation(error)?.constraint === q.LINKED_PHONE_INDEX) return q.PHONE_TAKEN;
      throw error;
    });
    if (row === q.PHONE_TAKEN) return undoSecondLink({ db, engine, live }, insid);
    wakeUps.eventsCommitted();
    if (row) live.publish(row.userId, toInstanceEvent(row, session));
  };

  // What an earlier process received but could not store before it stopped, during an outage.
  messageWriters
    .replayHeld()
    .catch((err) => log.error({ err }, 'received messages kept on disk not written yet'));
  groupChanges.replay().catch((err) => log.error({ err }, 'group changes kept on disk not written yet'));

  const off = [
    engine.on(
      'connected',
      guard('connected', ({ insid, wid }) =>
        inOrder(`state:${insid}`, () => publish(insid, { kind: 'connected', wid })),
      ),
    ),
    engine.on(
      'disconnected',
      guard('disconnected', async ({ insid, ...why }) =>
        inOrder(`state:${insid}`, () => publish(insid, { kind: 'disconnected', ...why })),
      ),
    ),
    engine.on(
      'qr',
      guard('qr', async ({ insid }) => inOrder(`state:${insid}`, () => publish(insid, { kind: 'qr' }))),
    ),
    engine.on(
      'status',
      guard('status', ({ messageId, status, error }) =>
        // Handed to the status writer at once: it commits in the order given, so receipts of a
        // message are stored in the order the engine reported them (a customer never sees read
        // before delivered), and receipts reported together are stored in one statement.
        messageWriters.statuses.record(messageId, status, error),
      ),
    ),
    engine.on(
      'message',
      guard('message', async ({ insid, message }) => {
        // A token's messages are stored in the order the engine handed them over: each one's block
        // check takes its turn, and its write joins the writer's next batch without holding up the
        // next message's check.
        let written: Promise<void> | undefined;
        await sequence.run(`message:${insid}`, async () => {
          if (!(await contacts.refused(insid, message)))
            written = messageWriters.incoming.record(insid, message, publicUrl);
        });
        if (!written) return;
        await written;
        await contacts.learnFrom(insid, message);
      }),
    ),
    engine.on('contacts', guard('contacts', contacts.learn)),
    engine.on(
      'changed',
      // After the message it changes: a change arriving with its message waits for that write.
      guard('changed', ({ insid, messageId, ...change }) =>
        // What a phone changed arrives once too: it waits out an outage in its turn.
        inOrder(`changed:${insid}`, () => recordReceivedChange({ db, wakeUps }, insid, messageId, change)),
      ),
    ),
    engine.on(
      'group',
      // A token's group changes are logged in the order the engine reported them.
      guard('group', (change) => sequence.run(`group:${change.insid}`, () => groupChanges.record(change))),
    ),
    // What the phone reports of the token's chats, in the order it reported it.
    engine.on(
      'chats',
      guard('chats', ({ insid, chats }) =>
        inOrder(`chats:${insid}`, () => recordChatReports({ db, wakeUps }, insid, chats)),
      ),
    ),
    // A token's votes are stored in the order the engine reported them, so a changed vote wins.
    engine.on(
      'pollVote',
      guard('pollVote', async (vote) => {
        await inOrder(`poll:${vote.insid}`, () => recordPollVote({ db, wakeUps }, vote));
        await contacts.learnFromVote(vote);
      }),
    ),
    engine.on(
      'presence',
      guard('presence', (event) =>
        sequence.run(`presence:${event.insid}`, () => recordPresence(deps, event)),
      ),
    ),
    // A call is stored (and rejected by the token's rule) once it arrived: it waits out an outage.
    engine.on(
      'call',
      guard('call', ({ insid, call }) =>
        inOrder(`call:${insid}`, () => recordIncomingCall(deps, insid, call)),
      ),
    ),
    // In the same order as the offer, so an answer never overtakes the call it answers.
    engine.on(
      'callState',
      guard('callState', (change) => inOrder(`call:${change.insid}`, () => recordCallChange(deps, change))),
    ),
    engine.on(
      'statusViewed',
      guard('statusViewed', (view) =>
        inOrder(`status:${view.insid}`, () => recordStatusView({ db, wakeUps }, view)),
      ),
    ),
  ];
  return () => {
    for (const unsubscribe of off) unsubscribe();
  };
}
