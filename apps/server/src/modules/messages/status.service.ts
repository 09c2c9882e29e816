import { STATUS_CHAT, STATUS_LIFETIME_SECONDS, StatusMessages } from '@chatgate/contracts';
import type { StatusContent } from '../../engines/operations/statuses';
import { AppError, conflict, notFound } from '../../http/app-error';
import { engineOperation, onLinkedPhone, requireEngineOperation } from '../../http/engine-operation';
import { applyChange } from './message-changes.queries';
import type { MessageChangeDeps } from './message-changes.service';
import type { MessageRow } from './messages.queries';
import { cancelMessage } from './queue.service';
import {
  type SendAccepted,
  type SendDeps,
  type Sender,
  type SendOptions,
  sendMessage,
} from './send-message.service';
import { contactsOf } from './status.queries';
import { tokenMessage } from './token-messages.service';

/**
 * Posts a status (story): a message of type `status` to STATUS_CHAT, queued like every send (so
 * GET /messages/{id} shows it and an Idempotency-Key holds), shown to `recipients` or, without
 * them, to every contact of the token. 409 when it has none.
 */
export async function postStatus(
  deps: SendDeps & Pick<MessageChangeDeps, 'engine'>,
  token: Sender,
  content: StatusContent,
  recipients: string[] | undefined,
  options: SendOptions,
): Promise<SendAccepted> {
  requireEngineOperation(deps.engine, 'status.post');
  const audience = recipients ? [...new Set(recipients)] : await contactsOf(deps.db, token.id);
  if (audience.length === 0) throw conflict(StatusMessages.noContacts);
  return sendMessage(
    deps,
    token,
    { kind: 'status', to: STATUS_CHAT, recipients: audience, ...content },
    options,
  );
}

/** The token's status with this id: 404 for any other message. */
async function tokenStatus(deps: MessageChangeDeps, insid: string, id: string): Promise<MessageRow> {
  // Any other message, or none, is "Status not found" (not the messages' 404 text).
  const row = await tokenMessage(deps.db, insid, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (row?.direction === 'out' && row.type === 'status') return row;
  throw notFound(StatusMessages.notAStatus);
}

/**
 * DELETE /status/{id}: a queued status is cancelled; a posted one is taken back from its
 * recipients' phones within its 24 hours (message.revoked, as a message deleted for everyone).
 */
export async function deleteStatus(deps: MessageChangeDeps, insid: string, id: string): Promise<MessageRow> {
  const revoke = engineOperation(deps.engine, 'status.revoke');
  const row = await tokenStatus(deps, insid, id);
  if (row.status === 'queued') return cancelMessage(deps, insid, id);
  if (row.revokedAt) throw conflict(StatusMessages.revoked);
  if (row.status === 'failed') throw conflict(StatusMessages.failed);
  const postedAt = (row.sentAt ?? row.createdAt).getTime();
  if (Date.now() - postedAt > STATUS_LIFETIME_SECONDS * 1000) throw conflict(StatusMessages.expired);
  const recipients = Array.isArray(row.payload?.recipients) ? (row.payload.recipients as string[]) : [];
  await onLinkedPhone(() => revoke(insid, { id, recipients }));
  const written = await applyChange(deps.db, insid, id, 'out', { change: 'revoke' });
  deps.wakeUps.eventsAppended(written.deliveries);
  return tokenMessage(deps.db, insid, id);
}
