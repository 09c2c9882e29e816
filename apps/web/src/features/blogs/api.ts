import type { BlogCategory, BlogListResponse, BlogPostResponse } from '@chatgate/contracts';
import { api, apiRequest } from '../../lib/api-client';

const schemas = () => import('./blog-schemas');

export const blogsApi = {
  list: async (filter: { category: BlogCategory | null; page: number }, signal?: AbortSignal) => {
    const query = new URLSearchParams({ page: String(filter.page) });
    if (filter.category) query.set('category', filter.category);
    const { BlogListResponseSchema: schema } = await schemas();
    return api.get<BlogListResponse>(`/blogs/view?${query}`, { schema, signal });
  },
  get: async (id: string, signal?: AbortSignal) => {
    const { BlogPostResponseSchema: schema } = await schemas();
    return api.get<BlogPostResponse>(`/blogs/${encodeURIComponent(id)}`, { schema, signal });
  },
  /** Admin only, never a built-in article. */
  remove: async (id: number) => {
    const { MessageResponseSchema: schema } = await schemas();
    return apiRequest(`/blogs/${id}`, { method: 'DELETE', schema });
  },
};

export const blogKeys = {
  list: (category: BlogCategory | null, page: number) => ['blogs', 'list', category ?? 'All', page] as const,
  post: (id: string) => ['blogs', 'post', id] as const,
};
