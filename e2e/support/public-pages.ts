import { BUILTIN_POST_MAX_ID } from '@chatgate/contracts';
import type { APIRequestContext } from '@playwright/test';

/** The paths the site's sitemap.xml lists: every public page search engines should see. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/** Whether a path is the article of a post written on the dashboard (not prerendered: the browser renders it). */
export function isDashboardPostPath(path: string): boolean {
  const id = /^\/blogs\/(\d+)\//.exec(path)?.[1];
  return id !== undefined && Number(id) > BUILTIN_POST_MAX_ID;
}
