import type { proto, WAMessageKey } from '@whiskeysockets/baileys';
import { ourIdOfWaId, receivedIdOf } from './jids';

/**
 * WhatsApp's id of the message a received one reacts to, or quotes (any kind's contextInfo), and
 * the quoted one's chat when it is another chat (a private reply to a group message).
 */
function quotedWaIdOf(content: proto.IMessage): { id: string; remoteJid?: string } | null {
  const reacted = content.reactionMessage?.key?.id;
  if (reacted) return { id: reacted };
  for (const part of Object.values(content)) {
    const context = (part as { contextInfo?: proto.IContextInfo | null } | null)?.contextInfo;
    if (context?.stanzaId)
      return { id: context.stanzaId, ...(context.remoteJid && { remoteJid: context.remoteJid }) };
  }
  return null;
}

/**
 * Our id of the message a received one (with WhatsApp's key `key`) replies to or reacts to: the id
 * we sent it under, or the id a received message of that WhatsApp id has in its chat on this token
 * (derived, not looked up: it may name a message the token does not have, e.g. one older than its
 * link).
 */
export function quotedIdOf(
  insid: string,
  content: proto.IMessage | undefined,
  key: Pick<WAMessageKey, 'remoteJid' | 'remoteJidAlt'>,
): string | undefined {
  const quoted = content && quotedWaIdOf(content);
  if (!quoted) return undefined;
  const chat = quoted.remoteJid ? { remoteJid: quoted.remoteJid } : key;
  return ourIdOfWaId(quoted.id) ?? receivedIdOf(insid, { ...chat, id: quoted.id });
}
