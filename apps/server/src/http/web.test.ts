import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { GenericMessages, SITE_ORIGIN_PLACEHOLDER } from '@chatgate/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN as ORIGIN, SHELL_HTML, writeBuiltSite } from '../../test/built-site';
import { createTestContext, type TestContext } from '../../test/harness';
import { registerWeb } from './web';

let ctx: TestContext;
let site: Awaited<ReturnType<typeof writeBuiltSite>>;
beforeAll(async () => {
  site = await writeBuiltSite();
  ctx = await createTestContext({ WEB_DIST: site.dir, PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  await ctx.close();
  await site.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('web app serving', () => {
  it('answers a public page with its prerendered HTML, the site address filled in', async () => {
    for (const [url, name] of [
      ['/', 'home'],
      ['/about', 'about'],
    ]) {
      const res = await get(url as string);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`${name} page`);
      expect(res.body).toContain(`href="${ORIGIN}/${name}"`);
      expect(res.body).not.toContain(SITE_ORIGIN_PLACEHOLDER);
    }
  });

  it('answers the pages the browser renders with the SPA shell, and unknown pages with a 404 page', async () => {
    for (const url of ['/dashboard', '/dashboard/profile', '/auth/reset-password?token=x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(SHELL_HTML);
    }
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('Page not found');
    // An address with a dot is a page when a browser opens it, a missing file when a script asks.
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    for (const url of ['/about.html', '/no-such.page']) {
      const opened = await get(url, html);
      expect(opened.statusCode, url).toBe(404);
      expect(opened.headers['content-type'], url).toContain('text/html');
      expect(opened.body, url).toContain('Page not found');
    }
    // Every page carries the site's Content-Security-Policy; files do not need one.
    for (const res of [await get('/'), await get('/dashboard'), missing]) {
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
    const fetched = await get('/no-such.js', { accept: '*/*' });
    expect(fetched.statusCode).toBe(404);
    expect(fetched.headers['content-type']).toContain('text/plain');
  });

  it('sends a page address with a trailing slash to the one without, and never off the site', async () => {
    const res = await get('/about/?ref=mail');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/about?ref=mail');
    const sneaky = await get('/%2F%2Fevil.example/');
    expect(String(sneaky.headers.location ?? '')).not.toMatch(/^\/\//);
  });

  it('sends pages compressed to browsers that accept it', async () => {
    const br = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('about page');
    const gz = await get('/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('about page');
  });

  it('serves robots.txt and sitemap.xml with the site address', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/about</loc>`);
  });

  it('serves hashed assets with a long cache and unknown files with 404', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    // The HTML files are only sent with the address filled in, and the manifest not at all.
    expect((await get('/about/index.html')).body).not.toContain(SITE_ORIGIN_PLACEHOLDER);
    expect((await get('/site-manifest.json')).statusCode).toBe(404);
  });

  it('keeps JSON 404s under /api and refuses path traversal', async () => {
    const api = await get('/api/v1/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const traversal = await get('/assets/../../../etc/passwd');
    expect(traversal.body).not.toContain('root:');
  });

  it("answers an address the router cannot read in the API's words, or with the 404 page", async () => {
    for (const [method, url, message] of [
      ['GET', '/api/v1/blogs/%ff', GenericMessages.badUrl],
      ['GET', '/api/v1/blogs/%ED%A0%80', GenericMessages.badUrl],
      // (A GET that long falls through to the web app's catch-all, and so to the API's 404.)
      ['PUT', `/api/v1/blogs/${'a'.repeat(120)}`, GenericMessages.pathPartTooLong],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, { message, code: 'BAD_REQUEST' }]);
    }
    const page = await get('/blogs/%ED%A0%80');
    expect([page.statusCode, page.body]).toEqual([404, 'Not found']);
  });
});

describe('a page head the database cannot give', () => {
  it('leaves the plain shell when the lookup fails', async () => {
    const bare = Fastify({ logger: false });
    await registerWeb(bare, site.dir, ORIGIN, {
      page: () => Promise.reject(new Error('database down')),
      prerenderedQueries: () => null,
      sitemapEntries: async () => [],
    });
    const res = await bare.inject({ method: 'GET', url: '/blogs/7/a-post' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL_HTML);
    await bare.close();
  });
});
