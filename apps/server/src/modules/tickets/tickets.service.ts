import {
  STAFF_ROLES,
  type TicketActionResponse,
  type TicketCreateRequest,
  TicketMessages,
  type TicketReplyRequest,
  type TicketStatus,
  ticketLink,
  ticketNotice,
} from '@chatgate/contracts';
import type { Db, Queryable, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { findToken } from '../instances/instances.service';
import { type Mailer, storeMail } from '../mail/mail.service';
import { notifyUsers } from '../notifications/notifications.service';
import {
  discardUploadFile,
  findUploadByName,
  type IncomingFile,
  storeUpload,
  type UploadRow,
} from '../uploads/uploads.service';
import { findUserById, userIdsWithRoles } from '../users/users.service';
import { isStaff, visibleTicket } from './ticket-reads.service';
import { ticketReplyMail } from './tickets.mail';
import * as q from './tickets.queries';

export interface TicketDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL, for the link in the reply mail. */
  publicUrl: string;
  /** DATA_DIR: attachments are kept under its uploads folder. */
  dataDir: string;
}

/**
 * Runs `write` in one transaction with the attachment (if any) stored first, so the ticket
 * message and its upload row commit together; a failed transaction removes the stored file.
 */
async function withAttachment<T>(
  deps: TicketDeps,
  caller: AuthenticatedUser,
  file: IncomingFile | undefined,
  write: (tx: Tx, uploadId: string | null) => Promise<T>,
): Promise<T> {
  let stored: UploadRow | null = null;
  try {
    return await deps.db.transaction(async (tx) => {
      stored = file ? await storeUpload(tx, deps.dataDir, file, 'attachment', caller.id) : null;
      return write(tx, stored?.id ?? null);
    });
  } catch (error) {
    if (stored) await discardUploadFile(deps.dataDir, stored);
    throw error;
  }
}

/**
 * The token a new ticket is about: one of the caller's own (400 otherwise). No value, or the
 * caller's own user id (what the spec's createTicket?uuid= carries), means no particular token.
 */
async function aboutToken(db: Queryable, caller: AuthenticatedUser, uuid: string | undefined) {
  if (!uuid || uuid === caller.id) return null;
  const token = await findToken(db, uuid);
  if (!token || token.userId !== caller.id) throw badRequest(TicketMessages.tokenNotOwned);
  return token.id;
}

const staffExcept = async (db: Queryable, userId: string) =>
  (await userIdsWithRoles(db, STAFF_ROLES)).filter((id) => id !== userId);

/** A new ticket and its first message (the description); every staff member is notified. */
export async function createTicket(
  deps: TicketDeps,
  caller: AuthenticatedUser,
  input: TicketCreateRequest,
  file?: IncomingFile,
): Promise<{ message: string; ticketID: number }> {
  const instanceId = await aboutToken(deps.db, caller, input.uuid);
  const ticketID = await withAttachment(deps, caller, file, async (tx, uploadId) => {
    const ticket = await q.insertTicket(tx, {
      userId: caller.id,
      type: input.type,
      instanceId,
      subject: input.subject,
    });
    await q.insertTicketMessage(tx, {
      ticketId: ticket.id,
      authorId: caller.id,
      fromStaff: false,
      body: input.description,
      uploadId,
    });
    await notifyUsers(tx, await staffExcept(tx, caller.id), {
      kind: 'ticket',
      title: ticketNotice.created(ticket.id, ticket.subject),
      link: ticketLink(ticket.id),
    });
    return ticket.id;
  });
  return { message: TicketMessages.created, ticketID };
}

/**
 * A reply on the thread. From staff (on a ticket not their own): status pending (waiting for the
 * user), the owner is e-mailed and notified, and a closed ticket is reopened. From the owner:
 * status open (waiting for staff) and the staff are notified; a closed ticket stays closed and
 * the owner gets 409 asking for a new ticket.
 */
export async function replyToTicket(
  deps: TicketDeps,
  caller: AuthenticatedUser,
  id: number,
  input: TicketReplyRequest,
  file?: IncomingFile,
): Promise<TicketActionResponse> {
  const existing = visibleTicket(caller, await q.findTicketSummary(deps.db, id));
  const fromStaff = isStaff(caller) && existing.userId !== caller.id;
  if (existing.status === 'closed' && !fromStaff) throw conflict(TicketMessages.closedRaiseNew);
  const status: TicketStatus = fromStaff ? 'pending' : 'open';
  const mailId = await withAttachment(deps, caller, file, async (tx, uploadId) => {
    const ticket = await q.lockTicket(tx, id);
    if (!ticket) throw notFound(TicketMessages.notFound);
    if (ticket.status === 'closed' && !fromStaff) throw conflict(TicketMessages.closedRaiseNew);
    await q.insertTicketMessage(tx, {
      ticketId: id,
      authorId: caller.id,
      fromStaff,
      body: input.text,
      uploadId,
    });
    await q.setStatus(tx, id, status);
    const link = ticketLink(id);
    if (!fromStaff) {
      const title = ticketNotice.userReplied(id, ticket.subject);
      await notifyUsers(tx, await staffExcept(tx, caller.id), { kind: 'ticket', title, link });
      return null;
    }
    const title = ticketNotice.staffReplied(id, ticket.subject);
    await notifyUsers(tx, [ticket.userId], { kind: 'ticket', title, link });
    const owner = await findUserById(tx, ticket.userId);
    if (!owner) return null;
    return storeMail(
      tx,
      ticketReplyMail({
        to: owner.email,
        name: owner.name,
        ticketId: id,
        subject: ticket.subject,
        reply: input.text,
        link: `${deps.publicUrl}${link}`,
      }),
    );
  });
  if (mailId) await deps.mailer.deliver(mailId);
  return { message: TicketMessages.replied, status };
}

/** Sets a status; the owner is told when someone else (staff) changed it. */
async function changeStatus(db: Db, caller: AuthenticatedUser, id: number, status: TicketStatus) {
  await db.transaction(async (tx) => {
    const ticket = visibleTicket(caller, await q.lockTicket(tx, id));
    if (ticket.status === status) return;
    await q.setStatus(tx, id, status);
    if (ticket.userId === caller.id) return;
    await notifyUsers(tx, [ticket.userId], {
      kind: 'ticket',
      title: ticketNotice.statusChanged(id, status),
      link: ticketLink(id),
    });
  });
}

/** Staff only (the route answers others 403 Access Denied): any status, e.g. reopening a closed ticket. */
export async function setTicketStatus(
  db: Db,
  caller: AuthenticatedUser,
  id: number,
  status: TicketStatus,
): Promise<TicketActionResponse> {
  await changeStatus(db, caller, id, status);
  return { message: TicketMessages.statusUpdated, status };
}

/** The owner or staff close a ticket (closing a closed one is a no-op). */
export async function closeTicket(
  db: Db,
  caller: AuthenticatedUser,
  id: number,
): Promise<TicketActionResponse> {
  await changeStatus(db, caller, id, 'closed');
  return { message: TicketMessages.closed, status: 'closed' };
}

/** A ticket attachment, only to the ticket's owner and staff; for anyone else it does not exist. */
export async function ticketFile(db: Db, caller: AuthenticatedUser, fileName: string): Promise<UploadRow> {
  const upload = await findUploadByName(db, fileName);
  const ownerId = upload ? await q.ticketOwnerOfUpload(db, upload.id) : undefined;
  if (!upload || !ownerId || (ownerId !== caller.id && !isStaff(caller)))
    throw notFound(TicketMessages.fileNotFound);
  return upload;
}
