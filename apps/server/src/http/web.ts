import { existsSync } from 'node:fs';
import path from 'node:path';
import { GenericMessages } from '@chatgate/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { greenApiErrorShape } from '../surfaces/green-api/errors';
import {
  loadPageRenderer,
  type PageQueryKeys,
  type PageRenderer,
  type PrefilledQuery,
} from './page-renderer';
import { encodedFor, type ServedFile } from './served-file';
import { loadSitePages } from './site-files';
import type { SitemapEntry } from './sitemap-entries';

/** A page the build left to the browser, as the database gives it. */
export interface LivePage {
  /** Its head tags, escaped. */
  head: string;
  /** The queries it reads, answered as the API would: the server renders the page from them (asked only then). */
  queries(keys: PageQueryKeys): Promise<PrefilledQuery[]>;
}

/** A page address of the database's that names nothing (a deleted post): answered with the 404 page. */
export const MISSING_PAGE = 'missing';

/** What the database adds to the built site: pages it left to the browser, sitemap entries. */
export interface LivePages {
  /** A page the browser renders; null when the address is not one of the database's (the dashboard's). */
  page(pathname: string): Promise<LivePage | typeof MISSING_PAGE | null>;
  /**
   * The queries of a prerendered page whose content the database changes (the blog's list, a
   * built-in article's related posts), for the address with `search` (its query string); null when
   * the built page stays as it is.
   */
  prerenderedQueries(pathname: string, search: URLSearchParams): LivePage['queries'] | null;
  /** Pages published after the build. */
  sitemapEntries(): Promise<SitemapEntry[]>;
}

async function sendFile(request: FastifyRequest, reply: FastifyReply, file: ServedFile, type: string) {
  reply.type(type);
  return reply.send(await encodedFor(request, reply, file));
}

const isStaticFile = (pathname: string) => {
  const extension = path.extname(pathname);
  return extension !== '' && extension !== '.html' && !pathname.endsWith('site-manifest.json');
};

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The page from the database, or null; a failing lookup leaves the plain shell (the browser fetches the page again). */
async function livePageOf(
  request: FastifyRequest,
  live: LivePages,
  pathname: string,
): Promise<LivePage | typeof MISSING_PAGE | null> {
  try {
    return await live.page(pathname);
  } catch (error) {
    request.log.warn({ err: error }, 'page lookup failed; serving the plain shell');
    return null;
  }
}

/** The page rendered into #root, or undefined (the shell's empty #root: the browser renders it). */
async function renderedRoot(
  request: FastifyRequest,
  renderer: PageRenderer | null,
  queries: LivePage['queries'],
): Promise<string | undefined> {
  if (!renderer) return undefined;
  try {
    return await renderer.renderRoot(request.url, queries);
  } catch (error) {
    request.log.warn({ err: error }, 'rendering the page failed; serving the shell with its head');
    return undefined;
  }
}

/** The web app's SSR bundle, or null when the build has none (then pages the browser renders get the shell). */
async function rendererOf(app: FastifyInstance, entryFile: string | null): Promise<PageRenderer | null> {
  if (entryFile === null || !existsSync(entryFile)) return null;
  try {
    return await loadPageRenderer(entryFile);
  } catch (error) {
    app.log.warn(
      { err: error },
      'the web app’s SSR bundle did not load; posts get the shell with their head',
    );
    return null;
  }
}

/**
 * Serves the built web app: prerendered public pages, the SPA shell for pages the browser renders
 * (the dashboard; blog posts published after the build, with their own head from the database and,
 * when the build left its SSR bundle, their content rendered by the web app's own components),
 * a 404 page for unknown addresses, JSON 404 under /api, plain 404 for files.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  publicUrl: string,
  live: LivePages,
): Promise<void> {
  const site = existsSync(path.join(webDist, 'index.html')) ? await loadSitePages(webDist, publicUrl) : null;
  const renderer = site ? await rendererOf(app, site.ssrEntry) : null;
  const pagePolicy = site?.securityPolicy;
  const sendPage = (request: FastifyRequest, reply: FastifyReply, file: ServedFile) => {
    if (pagePolicy) reply.header('content-security-policy', pagePolicy);
    return sendFile(request, reply, file, 'text/html');
  };
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
      sendPage(request, reply, site.answer('/').file),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '', query] = request.url.split('?');
    if (isApiPath(pathname)) {
      return reply.status(404).send({ message: GenericMessages.notFound, code: 'NOT_FOUND' });
    }
    // A Green-API address that names no method (or no route: a broken escape) answers in its shape.
    if (pathname.startsWith('/waInstance')) {
      const { status, body } = greenApiErrorShape(
        {
          status: 404,
          body: { message: GenericMessages.notFound, code: 'NOT_FOUND' },
          headers: {},
        },
        request,
      );
      return reply.status(status).send(body);
    }
    // A dot in the address (/blogs/1.5, /about.html) makes it no page only for a file fetch: a
    // browser opening it gets the site's page for it, not a bare text.
    const opensPage = !path.extname(pathname) || (request.headers.accept ?? '').includes('text/html');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && opensPage;
    if (!site || !isPage) return reply.status(404).type('text/plain').send('Not found');
    // One address per page: /about/ sends the browser (and search engines) to /about.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const target = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
      return reply.redirect(`${target}${query === undefined ? '' : `?${query}`}`, 301);
    }
    const { file, status, inBrowser } = site.answer(pathname);
    const refresh = inBrowser ? null : live.prerenderedQueries(pathname, new URLSearchParams(query));
    if (refresh) {
      const root = await renderedRoot(request, renderer, refresh);
      const page = root === undefined ? null : site.pageWithRoot(pathname, root);
      return sendPage(request, reply.status(status), page ?? file);
    }
    const page = inBrowser ? await livePageOf(request, live, pathname) : null;
    // Search engines drop the address; the browser still renders the page's own Not Found.
    if (page === MISSING_PAGE) return sendPage(request, reply.status(404), site.notFound);
    if (!page) return sendPage(request, reply.status(status), file);
    const root = await renderedRoot(request, renderer, page.queries);
    return sendPage(request, reply.status(status), site.shellWithPage(page.head, root));
  });
}
