/** Group members as Baileys 7 names them (a jid, a LID, the phone number beside it), as ours. */
import type { GroupParticipant } from '@whiskeysockets/baileys';
import type { ContactUpdate } from '../engine-events';
import type { GroupMember } from '../engine-groups';
import { isPhoneJid, lidOf, numberOfJid } from './jids';

/** A participant as Baileys 7 reports it (an object), or a bare jid as older events did. */
export type ParticipantLike = GroupParticipant | string;

/**
 * A participant's number and LID from its jid (`…@lid` or `…@s.whatsapp.net`), `phoneNumber` and
 * `lid`: a member whose number is hidden has `number: null`, never the LID's digits.
 */
export function memberOf(p: ParticipantLike): GroupMember {
  const { id, phoneNumber, lid } = typeof p === 'string' ? { id: p } : p;
  const phone = [phoneNumber, id].find((j): j is string => !!j && isPhoneJid(j));
  return { number: phone ? numberOfJid(phone) : null, lid: lidOf(id, lid) ?? null };
}

/** How an event names a member: the number, else the LID (`…@lid`). */
const nameOf = (m: GroupMember, p: ParticipantLike) =>
  m.number ?? m.lid ?? numberOfJid(typeof p === 'string' ? p : p.id);

/** The members' LID <-> number pairs (both known), for the token's map. */
export const memberPairsOf = (members: GroupMember[]): ContactUpdate[] =>
  members.flatMap((m) => (m.number && m.lid ? [{ number: m.number, lid: m.lid }] : []));

/** The event's members, as named in `participants` and in full in `members`. */
export function membersOfEvent(found: ParticipantLike[]) {
  const members = found.map(memberOf);
  return { participants: members.map((m, i) => nameOf(m, found[i] as ParticipantLike)), members };
}

/**
 * Who made a change: the number (from the phone jid, or `authorPn` beside a LID) and the LID,
 * each when known; a LID's digits are never the number.
 */
export function authorOf(author: ParticipantLike | undefined | null, authorPn?: string | null) {
  if (!author) return {};
  const { number, lid } = memberOf(author);
  const phone = number ?? (authorPn && isPhoneJid(authorPn) ? numberOfJid(authorPn) : null);
  return { ...(phone && { author: phone }), ...(lid && { authorLid: lid }) };
}
