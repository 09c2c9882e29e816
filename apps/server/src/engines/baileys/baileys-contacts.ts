/**
 * People, as Baileys reports them: the phone's address book (`contacts.upsert`, `contacts.update`),
 * WhatsApp's LID <-> phone number pairs (`lid-mapping.update`), and the profile calls (about text,
 * picture, blocking).
 */
import { Boom } from '@hapi/boom';
import type { Contact } from '@whiskeysockets/baileys';
import type { ContactUpdate, EngineEvents } from '../engine-events';
import type { ContactPicture, ContactRef } from '../operations/contacts';
import type { BaileysSocket } from './baileys-socket';
import { isPhoneJid, numberOfJid } from './jids';

/** The jid to ask WhatsApp about a person: their number's, else their LID. */
export const contactJidOf = (contact: ContactRef): string =>
  contact.number ? `${contact.number}@s.whatsapp.net` : (contact.lid as string);

const lidOfJid = (jid: string) => `${numberOfJid(jid)}@lid`;

/** What a Baileys contact tells: its number and LID (from whichever of its ids are which), names, business. */
export function contactUpdateOf(contact: Partial<Contact>): ContactUpdate | null {
  const ids = [contact.id, contact.lid, contact.phoneNumber].filter((j): j is string => !!j);
  const phoneJid = ids.find(isPhoneJid);
  const lidJid = ids.find((j) => j.endsWith('@lid'));
  if (!phoneJid && !lidJid) return null;
  return {
    ...(phoneJid && { number: numberOfJid(phoneJid) }),
    ...(lidJid && { lid: lidOfJid(lidJid) }),
    ...(contact.name && { savedName: contact.name }),
    ...(contact.notify && { pushName: contact.notify }),
    ...(contact.verifiedName && { business: true }),
  };
}

/** Turns the socket's contact and LID mapping events into the engine's `contacts` events. */
export function contactEventsOf(
  insid: string,
  socket: BaileysSocket,
  emit: (event: EngineEvents['contacts']) => void,
): void {
  const report = (found: Array<Partial<Contact>>) => {
    const contacts = found.flatMap((c) => contactUpdateOf(c) ?? []);
    if (contacts.length > 0) emit({ insid, contacts });
  };
  socket.ev.on('contacts.upsert', report);
  socket.ev.on('contacts.update', report);
  socket.ev.on('lid-mapping.update', ({ lid, pn }) => {
    if (lid && pn) emit({ insid, contacts: [{ number: numberOfJid(pn), lid: lidOfJid(lid) }] });
  });
}

/** The about text (Baileys' `fetchStatus`); null when unset or hidden. */
export async function aboutOf(socket: BaileysSocket, contact: ContactRef): Promise<string | null> {
  const [result] = (await socket.fetchStatus(contactJidOf(contact))) ?? [];
  const status = (result?.status as { status?: string | null } | undefined)?.status;
  return status || null;
}

/**
 * WhatsApp answers 404 (no picture) or 401 (hidden from us) for a picture it will not give;
 * Baileys throws the code as the Boom's `data`.
 */
const NO_PICTURE = new Set([401, 404]);
const refusalCode = (error: Boom) => Number(error.data ?? error.output.statusCode);

/** The full-size picture's URL (Baileys' `profilePictureUrl(jid, 'image')`); null when none or hidden. */
export async function pictureOf(socket: BaileysSocket, contact: ContactRef): Promise<ContactPicture | null> {
  try {
    const url = await socket.profilePictureUrl(contactJidOf(contact), 'image');
    return url ? { url } : null;
  } catch (error) {
    if (error instanceof Boom && NO_PICTURE.has(refusalCode(error))) return null;
    throw error;
  }
}

/** Blocks or unblocks on the phone (Baileys' `updateBlockStatus`). */
export async function blockOn(socket: BaileysSocket, contact: ContactRef, blocked: boolean): Promise<void> {
  await socket.updateBlockStatus(contactJidOf(contact), blocked ? 'block' : 'unblock');
}
