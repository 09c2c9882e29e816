import { randomInt } from 'node:crypto';
import { Boom } from '@hapi/boom';
import { DisconnectReason } from '@whiskeysockets/baileys';

const PN_SERVERS = new Set(['s.whatsapp.net', 'c.us']);

export const userJid = (number: string) => `${number}@s.whatsapp.net`;

/**
 * The phone number a phone-number jid names (`91…@s.whatsapp.net`, `91…:3@s.whatsapp.net`), or a
 * bare number (`+91…`, `91…`). Undefined for anything else: groups, channels, `@lid` ids.
 */
export function numberOf(jidOrNumber: string): string | undefined {
  const [user = '', server = 's.whatsapp.net'] = jidOrNumber.replace(/^\+/, '').split('@');
  const number = user.split(':')[0] ?? '';
  return PN_SERVERS.has(server) && /^\d+$/.test(number) ? number : undefined;
}

/** `length` random digits, the first not a zero. */
export function randomDigits(length: number): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < length) digits += String(randomInt(0, 10));
  return digits;
}

/** A WhatsApp server id as new groups and channels have: 18 digits starting 120363. */
export const serverId = () => `120363${randomDigits(12)}`;

export const unixTime = () => Math.floor(Date.now() / 1000);

/**
 * A query WhatsApp refused. Baileys throws these as `new Boom(text, { data: code })`, so the code
 * is in `data` (403, 404, …) and `output.statusCode` is Boom's default 500.
 */
export const queryError = (
  text: 'item-not-found' | 'forbidden' | 'not-authorized' | 'conflict' | 'bad-request',
  code: number,
) => new Boom(text, { data: code });

/** Why a connection ended; apps read `lastDisconnect.error.output.statusCode` (a DisconnectReason). */
export const disconnect = (message: string, statusCode: number) => new Boom(message, { statusCode });

/**
 * How Baileys closes a socket whose websocket found no WhatsApp: the ws error mapped by
 * `mapWebSocketError` (status 408 for an errno code, the error itself as `data`).
 */
export function unreachable(): Boom {
  const error = Object.assign(new Error('getaddrinfo ENOTFOUND web.whatsapp.com'), {
    code: 'ENOTFOUND',
    errno: -3008,
    syscall: 'getaddrinfo',
    hostname: 'web.whatsapp.com',
  });
  return new Boom(`WebSocket Error (${error.message})`, { statusCode: 408, data: error });
}

/** The error Baileys closes a connection with for each close code WhatsApp (or the network) gives. */
export function closeError(statusCode: number): Boom {
  const messages: Record<number, string> = {
    [DisconnectReason.restartRequired]: 'Stream Errored (restart required)',
    [DisconnectReason.connectionClosed]: 'Connection Terminated by Server',
    [DisconnectReason.connectionLost]: 'Connection was lost',
    [DisconnectReason.connectionReplaced]: 'Stream Errored (conflict)',
    [DisconnectReason.loggedOut]: 'Stream Errored (conflict)',
    [DisconnectReason.multideviceMismatch]: 'Multi-device beta not joined',
    [DisconnectReason.badSession]: 'Stream Errored (unknown)',
  };
  return disconnect(messages[statusCode] ?? 'Connection Failure', statusCode);
}

/** What Baileys throws when asked to talk over a socket that is not open. */
export const connectionClosed = () => disconnect('Connection Closed', DisconnectReason.connectionClosed);
