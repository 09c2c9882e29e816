// Helpers for tests that drive Baileys sockets (fake ones): wait on their events, link a device.
import type { Boom } from '@hapi/boom';
import { type AuthenticationCreds, type BaileysEventMap, initAuthCreds } from '@whiskeysockets/baileys';
import { type BaileysSocket, SERVER_ACK_EVENT } from '../../src/engines/baileys/baileys-socket';
import type { FakeWhatsApp } from '../fake-whatsapp';

type EventName = keyof BaileysEventMap;

/** An auth state with these creds and no signal keys (the fake needs none). */
export const auth = (creds: AuthenticationCreds) => ({
  creds,
  keys: { get: async () => ({}), set: async () => {} },
});

/** The next `event` that matches. */
export function next<K extends EventName>(
  socket: BaileysSocket,
  event: K,
  match: (data: BaileysEventMap[K]) => boolean = () => true,
): Promise<BaileysEventMap[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 3000);
    const listener = (data: BaileysEventMap[K]) => {
      if (!match(data)) return;
      clearTimeout(timer);
      socket.ev.off(event, listener);
      resolve(data);
    };
    socket.ev.on(event, listener);
  });
}

/** Every `event` from now on. */
export function record<K extends EventName>(socket: BaileysSocket, event: K): BaileysEventMap[K][] {
  const seen: BaileysEventMap[K][] = [];
  socket.ev.on(event, (data) => seen.push(data));
  return seen;
}

export const qrOf = (socket: BaileysSocket) =>
  next(socket, 'connection.update', (u) => Boolean(u.qr)).then((u) => String(u.qr));
export const opened = (socket: BaileysSocket) =>
  next(socket, 'connection.update', (u) => u.connection === 'open');
/** The status code the socket closes with. */
export const closed = (socket: BaileysSocket) =>
  next(socket, 'connection.update', (u) => u.connection === 'close').then(
    (u) => (u.lastDisconnect?.error as Boom | undefined)?.output.statusCode,
  );

/** The statuses `messages.update` reports for a message, until `last`. */
export function statusesOf(socket: BaileysSocket, id: string, last: number): Promise<number[]> {
  const seen: number[] = [];
  return next(socket, 'messages.update', (updates) => {
    for (const { key, update } of updates) if (key.id === id && update.status) seen.push(update.status);
    return seen.at(-1) === last;
  }).then(() => seen);
}

/** The WhatsApp ids of the messages the server acknowledges on this socket from now on, in order. */
export function serverAcksOf(socket: BaileysSocket): string[] {
  const acked: string[] = [];
  socket.ws.on(SERVER_ACK_EVENT, (node) => acked.push(String(node.attrs.id)));
  return acked;
}

/** A device `phone` linked by QR, connected again after the restart WhatsApp asks for. */
export async function linked(wa: FakeWhatsApp, phone: string, creds = initAuthCreds()) {
  const linking = wa.factory({ auth: auth(creds) });
  const restart = closed(linking);
  await wa.scan(await qrOf(linking), phone);
  await restart;
  const socket = wa.factory({ auth: auth(creds) });
  await opened(socket);
  return socket;
}
