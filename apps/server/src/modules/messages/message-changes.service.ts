import {
  MESSAGE_EDIT_WINDOW_SECONDS,
  MESSAGE_REVOKE_WINDOW_SECONDS,
  MessageChangeMessages,
  MessagingMessages,
} from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import { badRequest, conflict } from '../../http/app-error';
import { engineOperation, onLinkedPhone, requireEngineOperation } from '../../http/engine-operation';
import type { WakeUps } from '../events/wake-ups';
import { forwardedContent } from './forward-content';
import { applyChange, type MessageChange } from './message-changes.queries';
import type { MessageRow } from './messages.queries';
import { cancelMessage } from './queue.service';
import {
  type SendAccepted,
  type SendDeps,
  type Sender,
  type SendOptions,
  sendMessage,
} from './send-message.service';
import { tokenMessage } from './token-messages.service';

export interface MessageChangeDeps {
  db: Db;
  engine: MessagingEngine;
  wakeUps: WakeUps;
}

const SENT = new Set(['sent', 'delivered', 'read']);

/** 409 unless the token's sent message `row` is still on its recipients' phones and within `windowSeconds`. */
function requireChangeable(row: MessageRow, windowSeconds: number, windowPassed: string): void {
  if (row.revokedAt) throw conflict(MessageChangeMessages.revoked);
  if (row.status === 'queued') throw conflict(MessageChangeMessages.notSentYet);
  if (!SENT.has(row.status)) throw conflict(MessageChangeMessages.failed);
  const sentAt = (row.sentAt ?? row.createdAt).getTime();
  if (Date.now() - sentAt > windowSeconds * 1000) throw conflict(windowPassed);
}

type ChangeStore = Pick<MessageChangeDeps, 'db' | 'wakeUps'>;

/** Stores the change of a message in `direction` with its event, waking the deliverer for it. */
async function stored(
  { db, wakeUps }: ChangeStore,
  insid: string,
  id: string,
  direction: 'in' | 'out',
  change: MessageChange,
): Promise<void> {
  const written = await applyChange(db, insid, id, direction, change);
  wakeUps.eventsAppended(written.deliveries);
}

/** Stores the change the token made with its event and answers the message as it is now. */
async function recorded(deps: ChangeStore, insid: string, id: string, change: MessageChange) {
  await stored(deps, insid, id, 'out', change);
  return tokenMessage(deps.db, insid, id);
}

/**
 * Edits the text of a text message the token sent, within 15 minutes of its sending: the
 * recipient sees the new text marked edited; message.edited. 404 for another token's message.
 */
export async function editSentMessage(
  deps: MessageChangeDeps,
  insid: string,
  id: string,
  body: string,
): Promise<MessageRow> {
  const edit = engineOperation(deps.engine, 'message.edit');
  const row = await tokenMessage(deps.db, insid, id);
  if (row.direction !== 'out') throw conflict(MessageChangeMessages.onlySentEditable);
  if (row.type !== 'text') throw badRequest(MessageChangeMessages.onlyTextEditable);
  requireChangeable(row, MESSAGE_EDIT_WINDOW_SECONDS, MessageChangeMessages.editWindowPassed);
  await onLinkedPhone(() => edit(insid, { id, to: row.remote }, body));
  return recorded(deps, insid, id, { change: 'edit', body });
}

/**
 * DELETE /messages/{id}: a queued message is cancelled (as the queue's cancel does); a sent one
 * is deleted for everyone within 2 days of its sending (message.revoked).
 */
export async function deleteMessage(deps: MessageChangeDeps, insid: string, id: string): Promise<MessageRow> {
  const row = await tokenMessage(deps.db, insid, id);
  if (row.status === 'queued') return cancelMessage(deps, insid, id);
  if (row.direction !== 'out') throw conflict(MessageChangeMessages.onlySentRevocable);
  if (row.status === 'failed') throw conflict(MessagingMessages.cannotCancel);
  const revoke = engineOperation(deps.engine, 'message.revoke');
  requireChangeable(row, MESSAGE_REVOKE_WINDOW_SECONDS, MessageChangeMessages.revokeWindowPassed);
  await onLinkedPhone(() => revoke(insid, { id, to: row.remote }));
  return recorded(deps, insid, id, { change: 'revoke' });
}

/**
 * Forwards a message the token sent or received to `to`: a new message marked forwarded,
 * queued by the send service like every send (pacing, limits, Idempotency-Key).
 */
export async function forwardMessage(
  deps: SendDeps & MessageChangeDeps,
  token: Sender,
  id: string,
  to: string,
  options: SendOptions,
): Promise<SendAccepted> {
  requireEngineOperation(deps.engine, 'message.forward');
  const row = await tokenMessage(deps.db, token.id, id);
  return sendMessage(deps, token, forwardedContent(row, to), options);
}

/**
 * A change the sender of a message the token received made (the engine's `changed` event):
 * stored with its message.edited or message.revoked event. One for a message the token does not
 * have (older than its link) changes nothing.
 */
export function recordReceivedChange(
  deps: ChangeStore,
  insid: string,
  messageId: string,
  change: MessageChange,
): Promise<void> {
  return stored(deps, insid, messageId, 'in', change);
}
