import type { FastifyInstance } from 'fastify';

/** One year, past the 180 days browsers' preload lists and security scanners ask for. */
const HSTS = 'max-age=31536000';

/**
 * Headers every response carries: no MIME sniffing, no framing, no referrer leaks; and, when the
 * site is served over https, Strict-Transport-Security so browsers never fall back to http.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  if (new URL(publicUrl).protocol === 'https:') {
    // On the raw response, so the answers that bypass Fastify's reply (the event stream) carry it too.
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('strict-transport-security', HSTS);
    });
  }
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
}
