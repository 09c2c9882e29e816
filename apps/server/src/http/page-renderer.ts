/**
 * Renders a page the build left to the browser with the web app's own SSR build, the bundle
 * apps/web/scripts/prerender.ts renders the public pages with (the server reads the build's output,
 * it imports no web source): the same components and the same prefilled queries, so the browser
 * hydrates the markup as it hydrates a prerendered page.
 */
import { pathToFileURL } from 'node:url';
import { PRERENDERED_FOR_ATTRIBUTE, QUERY_STATE_ELEMENT_ID, RENDERED_HEAD_TAGS } from '@chatgate/contracts';
import { escapeHtml } from './escape-html';
import { scriptJson } from './script-json';

export type QueryKey = readonly unknown[];

/** A query a page reads, answered as the API would answer it. */
export interface PrefilledQuery {
  key: QueryKey;
  data: unknown;
}

/** The web app's query keys the server answers queries of (the SSR entry exports them). */
export interface PageQueryKeys {
  post(id: string): QueryKey;
  list(category: string | null, page: number): QueryKey;
}

/** What apps/web/src/entry-server.tsx exports. */
interface SsrEntry {
  render(path: string, queries: PrefilledQuery[]): Promise<{ html: string; state: unknown }>;
  blogKeys: PageQueryKeys;
}

export interface PageRenderer {
  /**
   * #root holding the page at `url` (its path and query) rendered from `queries`, followed by the
   * queries for the browser. The page's head tags are left out: the caller writes the head.
   */
  renderRoot(url: string, queries: (keys: PageQueryKeys) => Promise<PrefilledQuery[]>): Promise<string>;
}

const isSsrEntry = (entry: Partial<SsrEntry>): entry is SsrEntry =>
  typeof entry.render === 'function' &&
  typeof entry.blogKeys?.post === 'function' &&
  typeof entry.blogKeys.list === 'function';

/** Loads the SSR bundle at `entryFile`; throws when it cannot be loaded or is not one. */
export async function loadPageRenderer(entryFile: string): Promise<PageRenderer> {
  const entry: Partial<SsrEntry> = await import(pathToFileURL(entryFile).href);
  if (!isSsrEntry(entry)) throw new Error(`${entryFile} does not export render and blogKeys`);
  return {
    async renderRoot(url, queries) {
      const { html, state } = await entry.render(url, await queries(entry.blogKeys));
      const body = html.replace(RENDERED_HEAD_TAGS, '');
      return (
        `<div id="root" ${PRERENDERED_FOR_ATTRIBUTE}="${escapeHtml(url)}">${body}</div>` +
        `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${scriptJson(state)}</script>`
      );
    },
  };
}
