import { existsSync } from 'node:fs';
import path from 'node:path';
import { GenericMessages } from '@chatgate/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app and answers every other unknown path: JSON 404 under /api, the SPA's
 * index.html for page routes (the client router decides), plain 404 otherwise.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (hasWeb) {
    // The site root is a directory to the static plugin (403 without an index): serve the SPA.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ message: GenericMessages.notFound, code: 'NOT_FOUND' });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (hasWeb && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
