import type { proto } from '@whiskeysockets/baileys';
import { incomingIdOf, ourIdOfWaId } from './jids';

/** WhatsApp's id of the message a received one reacts to, or quotes (any kind's contextInfo). */
function quotedWaIdOf(content: proto.IMessage): string | null {
  const reacted = content.reactionMessage?.key?.id;
  if (reacted) return reacted;
  for (const part of Object.values(content)) {
    const stanzaId = (part as { contextInfo?: proto.IContextInfo | null } | null)?.contextInfo?.stanzaId;
    if (stanzaId) return stanzaId;
  }
  return null;
}

/**
 * Our id of the message a received one replies to or reacts to: the id we sent it under, or the
 * id a received message of that WhatsApp id has on this token (derived, not looked up: it may
 * name a message the token does not have, e.g. one older than its link).
 */
export function quotedIdOf(insid: string, content: proto.IMessage | undefined): string | undefined {
  const waId = content && quotedWaIdOf(content);
  if (!waId) return undefined;
  return ourIdOfWaId(waId) ?? incomingIdOf(insid, waId);
}
