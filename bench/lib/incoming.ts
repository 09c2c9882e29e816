import { randomUUID } from 'node:crypto';
import type { Db } from '../../apps/server/src/db/client';
import { OutageHolding } from '../../apps/server/src/db/outage-holding';
import type { WakeUps } from '../../apps/server/src/modules/events/wake-ups';
import { incomingRecorder } from '../../apps/server/src/modules/messages/received-messages.service';
import { call } from './linked-token';
import type { Subscriber } from './subscriber';

/** Makes the token receive one incoming message whose text is `body`. */
export type Incoming = (s: Subscriber, body: string) => Promise<unknown>;

/** The sender's virtual phone replies through the sandbox API: the whole simulated path. */
export const viaSandbox =
  (base: string): Incoming =>
  (s, body) =>
    call(base, `/sandbox/phones/${s.sender}/reply`, { to: s.phone, body }, s.auth);

/**
 * What the server does on an engine's `message` event, called in-process on `db`, waking the
 * server's deliverer through its `wakeUps`: no sandbox bookkeeping.
 */
export const viaEngineEvent = (db: Db, wakeUps: WakeUps): Incoming => {
  const recorder = incomingRecorder({ db, holding: new OutageHolding(), wakeUps });
  return (s, body) =>
    recorder.record(
      s.insid,
      {
        id: randomUUID(),
        from: s.sender,
        type: 'text',
        body,
        timestamp: new Date(),
      },
      'http://localhost',
    );
};
