import type { Db } from '../../db/client';
import type { DeliveryStatus, IncomingMessage } from '../../engines/engine';
import * as q from './messages.queries';

export type { MessageRow } from './messages.queries';

export function recordOutgoing(db: Db, insid: string, to: string, body: string) {
  return q.insertMessage(db, { instanceId: insid, direction: 'out', remote: to, body, status: 'queued' });
}

export function recordIncoming(db: Db, insid: string, message: IncomingMessage) {
  return q.insertMessage(db, {
    id: message.id,
    instanceId: insid,
    direction: 'in',
    remote: message.from,
    body: message.body,
    status: 'received',
  });
}

export function recordStatus(db: Db, id: string, status: DeliveryStatus, error?: string) {
  return q.advanceStatus(db, id, status, error);
}

export const findMessage = q.findMessage;
