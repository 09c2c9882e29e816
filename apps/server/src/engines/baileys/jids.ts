/**
 * Our ids <-> WhatsApp's. Chats: we speak in numbers (digits), group ids (`…@g.us`) and channel
 * ids (`…@newsletter`); Baileys in jids. Messages: ours are UUIDs, WhatsApp's are short uppercase
 * strings chosen by the sender.
 */
import { isChannelId, isGroupId, isLidId, isUuid } from '@chatgate/contracts';
import { incomingIdOf, uuidOfHex } from '../incoming-id';

/** Our id for a message received on a token (see incoming-id.ts), of its WhatsApp id. */
export { incomingIdOf };

const USER_SERVER = 's.whatsapp.net';
/** Chats that are not one person: their jid is the id we use. */
const SHARED_CHAT_SERVERS = new Set(['g.us', 'newsletter', 'broadcast']);

/** The jid to send to: `<digits>@s.whatsapp.net` for a number; a group or channel id, or a LID, as it is. */
export function jidOf(to: string): string {
  if (isGroupId(to) || isChannelId(to) || isLidId(to)) return to;
  if (/^\d+$/.test(to)) return `${to}@${USER_SERVER}`;
  throw new Error(`Not a number, group id or channel id: ${to}`);
}

/**
 * The number a person's jid stands for, without device or agent (`919812345678:3@s.whatsapp.net`
 * -> `919812345678`); group, channel and broadcast jids are kept whole. A LID jid (`…@lid`) gives
 * its user part too, but that is a privacy id WhatsApp hides numbers behind, NOT a phone number:
 * prefer the phone-number form of a jid when Baileys gives one (see `phoneJidOf`).
 */
export function numberOfJid(jid: string): string {
  const at = jid.indexOf('@');
  if (at < 0) return jid;
  if (SHARED_CHAT_SERVERS.has(jid.slice(at + 1))) return jid;
  return jid.slice(0, at).split(':')[0]?.split('_')[0] ?? '';
}

/** Whether the jid is a phone number's (`…@s.whatsapp.net`, legacy `…@c.us`, `…@hosted`). */
export const isPhoneJid = (jid: string) => /@(?:s\.whatsapp\.net|c\.us|hosted)$/.test(jid);

/**
 * Of a jid and its alternate (Baileys 7 gives `key.remoteJidAlt`/`participantAlt`: the phone form of
 * a LID jid or the other way round), the phone-number form when either is one, else the jid.
 */
export function phoneJidOf(jid: string, alt?: string | null): string {
  return !isPhoneJid(jid) && alt && isPhoneJid(alt) ? alt : jid;
}

/** Of a jid and its alternate, the LID (`<digits>@lid`, without device) when either is one. */
export function lidOf(jid: string, alt?: string | null): string | undefined {
  const lid = [jid, alt].find((j): j is string => !!j && j.endsWith('@lid'));
  return lid && `${numberOfJid(lid)}@lid`;
}

const WA_ID_PREFIX = '3EB0';
const OUR_WA_ID_PATTERN = /^3EB0([0-9A-F]{32})$/;

/** The WhatsApp message id we send our message under: `3EB0` + the UUID's hex digits, uppercased. */
export function waMessageIdOf(ourId: string): string {
  if (!isUuid(ourId)) throw new Error(`Not a message id (UUID): ${ourId}`);
  return WA_ID_PREFIX + ourId.replaceAll('-', '').toUpperCase();
}

/** Our message id back from a WhatsApp id made by `waMessageIdOf`; null for any other id. */
export function ourIdOfWaId(waId: string): string | null {
  const hex = OUR_WA_ID_PATTERN.exec(waId)?.[1]?.toLowerCase();
  return hex ? uuidOfHex(hex) : null;
}

/**
 * The chat a WhatsApp message key names, as one stable text: a group, broadcast or channel jid as
 * it is; a person by their LID when the key names one (as the jid or its alternate), else their
 * number. The LID first: WhatsApp's stanzas name it on both forms of addressing, while the number
 * beside a LID depends on what Baileys' LID store had learned when the message came.
 */
export function chatKeyOf(jid: string, alt?: string | null): string {
  const at = jid.indexOf('@');
  if (at >= 0 && SHARED_CHAT_SERVERS.has(jid.slice(at + 1))) return jid;
  return lidOf(jid, alt) ?? numberOfJid(phoneJidOf(jid, alt));
}

/**
 * Our id of a message of the token's chat with this WhatsApp key: WhatsApp's id within its chat
 * (the same id in two chats is two messages; the same id again in one chat is the same message).
 */
export function receivedIdOf(
  insid: string,
  key: { id: string; remoteJid?: string | null; remoteJidAlt?: string | null },
): string {
  return incomingIdOf(insid, key.id, key.remoteJid ? chatKeyOf(key.remoteJid, key.remoteJidAlt) : undefined);
}
