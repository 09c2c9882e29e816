import { type ContactDetail, ContactsApiMessages, type ContactView } from '@chatgate/contracts';
import type { Db, Queryable } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import type { ContactUpdate } from '../../engines/engine-events';
import type { ContactPicture, ContactRef } from '../../engines/operations/contacts';
import { notFound } from '../../http/app-error';
import { engineOperation, onLinkedPhone } from '../../http/engine-operation';
import { type PersonId, requirePersonId } from './contact-id';
import * as q from './contacts.queries';

export interface ContactDeps {
  db: Db;
  engine: MessagingEngine;
  /**
   * Forgets what this process cached of the token (its API-key cache), so a send right after a
   * block sees `blocksContacts` at once; other processes hear of it by PostgreSQL's notification.
   */
  tokenChanged?: (insid: string) => void;
}

export function toContactView(row: q.ContactRow): ContactView {
  return {
    id: row.id,
    number: row.number,
    lid: row.lid,
    savedName: row.savedName,
    pushName: row.pushName,
    business: row.business,
    blocked: row.blocked,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stores one update: the LID pair first, then the person under their number (else their LID). */
async function learnOne(tx: Queryable, insid: string, update: ContactUpdate) {
  const { lid } = update;
  if (lid && update.number) await q.saveLidPhone(tx, insid, lid, update.number);
  const number = update.number ?? (lid ? await q.numberOfLid(tx, insid, lid) : undefined);
  const id = number ?? lid;
  if (!id) return;
  // What was kept under the LID while the number was unknown moves to the number's row.
  const carried = number && lid ? await q.takeLidRow(tx, insid, lid) : undefined;
  await q.upsertContact(tx, insid, id, {
    ...(number && { number }),
    ...(lid && { lid }),
    ...((update.savedName ?? carried?.savedName) && {
      savedName: update.savedName ?? carried?.savedName ?? '',
    }),
    ...((update.pushName ?? carried?.pushName) && { pushName: update.pushName ?? carried?.pushName ?? '' }),
    ...(update.business !== undefined
      ? { business: update.business }
      : carried && { business: carried.business }),
    ...(carried?.blocked && { blocked: true }),
  });
}

/** Stores what the engine learnt of people, in the order given, in one transaction. */
export async function learnContacts(db: Db, insid: string, updates: ContactUpdate[]): Promise<void> {
  const useful = updates.filter((u) => u.number || u.lid);
  if (useful.length === 0) return;
  await db.transaction(async (tx) => {
    for (const update of useful) await learnOne(tx, insid, update);
  });
}

/** The token's contact of this id (a number or a LID, also the LID of a number it knows), or 404. */
async function contactOf(db: Queryable, insid: string, raw: string): Promise<q.ContactRow> {
  const person = requirePersonId(raw);
  const ids = [person.number ?? person.lid];
  if (person.lid) {
    const number = await q.numberOfLid(db, insid, person.lid);
    if (number) ids.unshift(number);
  }
  const row = await q.findContact(db, insid, ids);
  if (!row) throw notFound(ContactsApiMessages.notFound);
  return row;
}

const refOf = (row: q.ContactRow): ContactRef =>
  row.number ? { number: row.number, ...(row.lid && { lid: row.lid }) } : { lid: row.lid ?? row.id };

/** Where GET /contacts/{id}/picture serves a picture the engine hands over itself. */
export const contactPicturePath = (id: string) => `/api/v1/contacts/${encodeURIComponent(id)}/picture`;

/**
 * The contact with its about text and picture, asked of the engine now. An engine without those
 * operations, or a phone offline, answers null for them rather than failing the whole view.
 */
export async function contactDetail(
  deps: ContactDeps,
  insid: string,
  raw: string,
  publicUrl: string,
): Promise<ContactDetail> {
  const row = await contactOf(deps.db, insid, raw);
  const { contactAbout, contactPicture } = deps.engine;
  const quietly = <T>(work: Promise<T> | undefined) => (work ?? Promise.resolve(null)).catch(() => null);
  const [about, picture] = await Promise.all([
    quietly(contactAbout?.call(deps.engine, insid, refOf(row))),
    quietly(contactPicture?.call(deps.engine, insid, refOf(row))),
  ]);
  const pictureUrl = !picture
    ? null
    : 'url' in picture
      ? picture.url
      : `${publicUrl}${contactPicturePath(row.id)}`;
  return { ...toContactView(row), about: about ?? null, pictureUrl };
}

/** The contact's profile picture (the 501 without the engine's operation), or 404 when there is none. */
export async function contactPictureOf(
  deps: ContactDeps,
  insid: string,
  raw: string,
): Promise<ContactPicture> {
  const picture = engineOperation(deps.engine, 'contact.picture');
  const row = await contactOf(deps.db, insid, raw);
  const found = await onLinkedPhone(() => picture(insid, refOf(row)));
  if (!found) throw notFound(ContactsApiMessages.noPicture);
  return found;
}

/**
 * Blocks or unblocks the person on the token's phone, then records it. A person the token does
 * not know yet can be blocked too: their row is made.
 */
export async function setBlocked(deps: ContactDeps, insid: string, raw: string, blocked: boolean) {
  const block = engineOperation(deps.engine, 'contact.block');
  const person = requirePersonId(raw);
  const known = await q.findContact(deps.db, insid, [person.number ?? person.lid]);
  const mapped = person.lid ? await q.numberOfLid(deps.db, insid, person.lid) : undefined;
  const number = known?.number ?? person.number ?? mapped;
  const lid = known?.lid ?? person.lid;
  const ref: ContactRef = number ? { number, ...(lid && { lid }) } : { lid: lid as string };
  await onLinkedPhone(() => block(insid, ref, blocked));
  const id = known?.id ?? number ?? (lid as string);
  const row = await q.upsertContact(deps.db, insid, id, {
    ...(number && { number }),
    ...(lid && { lid }),
    blocked,
  });
  deps.tokenChanged?.(insid);
  return toContactView(row);
}

export const contactsPage = (db: Queryable, insid: string, after: number, limit: number) =>
  q.contactsAfter(db, insid, after, limit);

/** Where a send goes (a LID the token can map becomes its number), or why it may not. */
export type Recipient = { to: string; refused?: undefined } | { refused: string };

/**
 * The one block rule of every send (single and bulk, through the send service): a LID the token
 * can map becomes its number; a blocked person is refused with ContactsApiMessages.blocked.
 * Groups and channels pass as they are.
 */
export async function recipientOf(
  db: Queryable,
  token: { id: string; blocksContacts?: boolean },
  to: string,
): Promise<Recipient> {
  const person: PersonId | null = /^\d+$/.test(to) ? { number: to } : /@lid$/.test(to) ? { lid: to } : null;
  if (!person) return { to };
  // A number needs no mapping: a token that blocks nobody sends to it without a query.
  if (person.number && token.blocksContacts === false) return { to };
  const { blocked, number } = await q.blockedAndNumber(db, token.id, [to], person.lid ?? null);
  if (blocked) return { refused: ContactsApiMessages.blocked };
  return { to: number ?? to };
}

/** Whether the token blocked the writer of a direct message (`from` a number or a LID, with their LID). */
export async function blockedSender(
  db: Queryable,
  insid: string,
  from: string,
  lid?: string,
): Promise<boolean> {
  const ids = lid && lid !== from ? [from, lid] : [from];
  return (await q.blockedAndNumber(db, insid, ids, lid ?? null)).blocked;
}

/** The numbers the token learnt for these LIDs, by LID (for views naming members by LID only). */
export function numbersOfLids(db: Queryable, insid: string, lids: string[]): Promise<Map<string, string>> {
  return q.numbersOfLids(db, insid, lids);
}

/**
 * The token's contacts of these ids (numbers or LIDs), by each id given that names one: one
 * query, for views that name many people at once (Green-API's sender names).
 */
export async function contactsByIds(
  db: Queryable,
  insid: string,
  ids: string[],
): Promise<Map<string, ContactView>> {
  const unique = [...new Set(ids)];
  const rows = await q.findContacts(db, insid, unique);
  const found = new Map<string, ContactView>();
  for (const id of unique) {
    // A number's own row before one that only holds the id as a LID.
    const row = rows.find((r) => r.id === id) ?? rows.find((r) => r.lid === id);
    if (row) found.set(id, toContactView(row));
  }
  return found;
}
