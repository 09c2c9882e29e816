import { existsSync } from 'node:fs';
import path from 'node:path';
import { GenericMessages } from '@chatgate/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Encoding, ServedFile } from './served-file';
import { loadSitePages } from './site-files';
import type { SitemapEntry } from './sitemap-entries';

/** What the database adds to the built site: the heads of pages it left to the browser, sitemap entries. */
export interface LivePages {
  /** The head tags (escaped) of a page the browser renders; null when it has none of its own. */
  head(pathname: string): Promise<string | null>;
  /** Pages published after the build. */
  sitemapEntries(): Promise<SitemapEntry[]>;
}

/** The best encoding the client accepts of those every served file has. */
function encodingFor(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: ServedFile, type: string) {
  const encoding = encodingFor(request);
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type(type);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await file.encoded(encoding));
}

const isStaticFile = (pathname: string) => {
  const extension = path.extname(pathname);
  return extension !== '' && extension !== '.html' && !pathname.endsWith('site-manifest.json');
};

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The page's own head, or null; a failing lookup leaves the plain shell (the browser fetches the page again). */
async function headOf(request: FastifyRequest, live: LivePages, pathname: string): Promise<string | null> {
  try {
    return await live.head(pathname);
  } catch (error) {
    request.log.warn({ err: error }, 'page head lookup failed; serving the plain shell');
    return null;
  }
}

/**
 * Serves the built web app: prerendered public pages, the SPA shell for pages the browser renders
 * (the dashboard; blog posts published after the build, with their own head from the database),
 * a 404 page for unknown addresses, JSON 404 under /api, plain 404 for files.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  publicUrl: string,
  live: LivePages,
): Promise<void> {
  const site = existsSync(path.join(webDist, 'index.html')) ? await loadSitePages(webDist, publicUrl) : null;
  if (site) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      // Files only: page addresses (and the HTML behind them) are answered below, from memory.
      allowedPath: (pathname) => isStaticFile(pathname),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
      sendFile(request, reply, site.robots, 'text/plain'),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
      sendFile(request, reply, site.sitemap(await live.sitemapEntries()), 'application/xml'),
    );
    // The site root is a directory to the static plugin (403 without an index).
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendFile(request, reply, site.answer('/').file, 'text/html'),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '', query] = request.url.split('?');
    if (isApiPath(pathname)) {
      return reply.status(404).send({ message: GenericMessages.notFound, code: 'NOT_FOUND' });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!site || !isPage) return reply.status(404).type('text/plain').send('Not found');
    // One address per page: /about/ sends the browser (and search engines) to /about.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const target = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
      return reply.redirect(`${target}${query === undefined ? '' : `?${query}`}`, 301);
    }
    const { file, status, inBrowser } = site.answer(pathname);
    const head = inBrowser ? await headOf(request, live, pathname) : null;
    return sendFile(request, reply.status(status), head ? site.shellWithHead(head) : file, 'text/html');
  });
}
