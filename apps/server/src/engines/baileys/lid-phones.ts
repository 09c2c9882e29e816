/**
 * WhatsApp addresses more and more people by LID (`…@lid`, a privacy id), not by number. Baileys
 * keeps the LID -> phone number pairs it learns; these helpers put the phone form beside a LID
 * wherever the event did not carry it, so customers see numbers.
 */
import {
  type GroupMetadata,
  type GroupParticipant,
  isLidUser,
  type WAMessage,
} from '@whiskeysockets/baileys';
import type { BaileysSocket } from './baileys-socket';

type LidLookup = BaileysSocket['signalRepository']['lidMapping'];

/** The phone jid of a LID jid when Baileys knows it; undefined for other jids and unknown LIDs. */
async function phoneOfLid(lids: LidLookup, jid: string | null | undefined): Promise<string | undefined> {
  if (!jid || !isLidUser(jid)) return undefined;
  return (await lids.getPNForLID(jid).catch(() => null)) ?? undefined;
}

/**
 * The message with `remoteJidAlt` / `participantAlt` filled in for LID senders: from the key's
 * `senderPn` / `participantPn` when it has them, else from Baileys' LID store.
 */
export async function withSenderPhones(socket: BaileysSocket, message: WAMessage): Promise<WAMessage> {
  const lids = socket.signalRepository.lidMapping;
  const { key } = message;
  // Earlier Baileys 6.7/7 releases put the phone form in `senderPn` / `participantPn` instead.
  const { senderPn, participantPn } = key as { senderPn?: string; participantPn?: string };
  const remoteJidAlt = key.remoteJidAlt ?? senderPn ?? (await phoneOfLid(lids, key.remoteJid));
  const participantAlt = key.participantAlt ?? participantPn ?? (await phoneOfLid(lids, key.participant));
  if (remoteJidAlt === key.remoteJidAlt && participantAlt === key.participantAlt) return message;
  return {
    ...message,
    key: {
      ...key,
      ...(remoteJidAlt ? { remoteJidAlt } : {}),
      ...(participantAlt ? { participantAlt } : {}),
    },
  };
}

/** A participant with `phoneNumber` filled in when it is known only by LID and Baileys can map it. */
export async function withPhoneNumber<P extends GroupParticipant | string>(
  socket: BaileysSocket,
  participant: P,
): Promise<P | GroupParticipant> {
  const id = typeof participant === 'string' ? participant : participant.id;
  if (typeof participant !== 'string' && participant.phoneNumber) return participant;
  const phoneNumber = await phoneOfLid(socket.signalRepository.lidMapping, id);
  if (!phoneNumber) return participant;
  return typeof participant === 'string'
    ? { id, phoneNumber }
    : { ...(participant as GroupParticipant), phoneNumber };
}

/** The group's metadata with the phone numbers of its LID-only members (and creator) filled in. */
export async function withMemberPhones(socket: BaileysSocket, meta: GroupMetadata): Promise<GroupMetadata> {
  const participants = await Promise.all(meta.participants.map((p) => withPhoneNumber(socket, p)));
  const ownerPn = meta.ownerPn ?? (await phoneOfLid(socket.signalRepository.lidMapping, meta.owner));
  return { ...meta, participants: participants as GroupParticipant[], ...(ownerPn && { ownerPn }) };
}
