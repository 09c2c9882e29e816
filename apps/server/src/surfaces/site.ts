import type { FastifyInstance } from 'fastify';
import { registerWeb } from '../http/web';
import { blogLivePages } from '../modules/blogs/blog-pages.service';
import type { SurfaceDeps } from './surface-deps';

/** The web site: prerendered pages, the dashboard's shell, static files, robots.txt, the sitemap, and every 404. */
export async function registerSite(app: FastifyInstance, { config, db }: SurfaceDeps): Promise<void> {
  await registerWeb(app, config.webDist, config.publicUrl, blogLivePages(db, config.publicUrl));
}
