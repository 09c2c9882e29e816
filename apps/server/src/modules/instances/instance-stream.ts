import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { MessagingEngine } from '../../engines/engine';
import { toInstanceEvent } from './instance-view';
import * as q from './instances.queries';
import type { LiveUpdates } from './live-updates';

const HEARTBEAT_MS = 15_000;

/**
 * Server-Sent Events of the caller's tokens: a snapshot of each token first, then every change
 * (QR refreshed, connected, disconnected) as `event: instance`.
 */
export async function streamInstanceEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; engine: MessagingEngine; live: LiveUpdates },
  userId: string,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  const send = (data: unknown) => res.write(`event: instance\ndata: ${JSON.stringify(data)}\n\n`);
  const unsubscribe = deps.live.subscribe(userId, send);
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
  res.write('retry: 3000\n\n');
  for (const row of await q.instancesOfUser(deps.db, userId)) {
    send(toInstanceEvent(row, await deps.engine.sessionState(row.id)));
  }
}
