/**
 * A stand-in for the web app's SSR bundle (apps/web/src/entry-server.tsx), for server tests that
 * run without a web build: it renders a post's page from the prefilled GET /blogs/{id} answer as
 * plain markup, its head tags first like React's, and fails to render addresses with `render-fails`.
 */
import type { BlogListResponse, BlogPostResponse } from '@chatgate/contracts';
import { escapeHtml } from '../src/http/escape-html';

interface PrefilledQuery {
  key: readonly unknown[];
  data: unknown;
}

export const blogKeys = {
  post: (id: string) => ['blogs', 'post', id] as const,
  list: (category: string | null, page: number) => ['blogs', 'list', category ?? 'All', page] as const,
};

export async function render(path: string, queries: PrefilledQuery[] = []) {
  if (path.includes('render-fails')) throw new Error('the page threw while rendering');
  if (/^\/blogs(?:\?|$)/.test(path)) return renderList(queries);
  const id = /^\/blogs\/([^/?]+)/.exec(path)?.[1] ?? '';
  const answer = queries.find((query) => query.key.join('/') === `blogs/post/${id}`)?.data as
    | BlogPostResponse
    | undefined;
  const head = '<title>Rendered title</title><meta name="description" content="rendered"/>';
  const body = answer
    ? `<main><article><h1>${escapeHtml(answer.result.title)}</h1><div>${answer.result.content}</div></article>` +
      `<ul>${answer.related.map((post) => `<li>${escapeHtml(post.title)}</li>`).join('')}</ul></main>`
    : '<main><h1>Blog Post Not Found</h1></main>';
  return { html: `${head}${body}`, state: { queries } };
}

/** /blogs from the first prefilled list answer: its posts' titles. */
function renderList(queries: PrefilledQuery[]) {
  const list = queries.find((query) => query.key[1] === 'list')?.data as BlogListResponse | undefined;
  const titles = (list?.result ?? []).map((post) => `<li>${escapeHtml(post.title)}</li>`).join('');
  return { html: `<title>Blog</title><main><ul>${titles}</ul></main>`, state: { queries } };
}
