import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { loggableUrl } from '../../http/loggable-url';
import { createApiRequestLog } from './api-request-log';

/** Long enough for any of our error messages; a line is a summary, not the whole answer. */
const MAX_ERROR_LENGTH = 300;

/**
 * Records each call made with an API key for the Logs page: its path, status and time, and for a
 * refused or failed call the reason it answered, which is what a developer debugging a 4xx needs.
 */
export function registerApiCallLog(app: FastifyInstance, db: Db): void {
  const requestLog = createApiRequestLog(db, app.log);
  const reasons = new WeakMap<FastifyRequest, string>();
  app.addHook('onClose', () => requestLog.flush());
  // A callback hook, not an async one: it runs on every answer, and most have nothing to note.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.apiToken && reply.statusCode >= 400 && typeof payload === 'string') {
      const reason = errorMessageOf(payload);
      if (reason) reasons.set(request, reason.slice(0, MAX_ERROR_LENGTH));
    }
    done(null, payload);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!request.apiToken) return;
    requestLog.record({
      instanceId: request.apiToken.id,
      method: request.method,
      path: loggableUrl(request.url.split('?')[0] ?? '').slice(0, 200),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      error: reasons.get(request) ?? null,
      createdAt: new Date(),
    });
  });
}

function errorMessageOf(payload: string): string | null {
  try {
    const body: unknown = JSON.parse(payload);
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message !== '' ? message : null;
  } catch {
    return null;
  }
}
