import {
  type BlogCategory,
  type BlogListResponse,
  BlogListResponseSchema,
  type BlogPostResponse,
  BlogPostResponseSchema,
  MessageResponseSchema,
} from '@chatgate/contracts';
import { api, apiRequest } from '../../lib/api-client';

export const blogsApi = {
  list: (filter: { category: BlogCategory | null; page: number }, signal?: AbortSignal) => {
    const query = new URLSearchParams({ page: String(filter.page) });
    if (filter.category) query.set('category', filter.category);
    return api.get<BlogListResponse>(`/blogs/view?${query}`, { schema: BlogListResponseSchema, signal });
  },
  get: (id: string, signal?: AbortSignal) =>
    api.get<BlogPostResponse>(`/blogs/${encodeURIComponent(id)}`, { schema: BlogPostResponseSchema, signal }),
  /** Admin only, never a built-in article. */
  remove: (id: number) => apiRequest(`/blogs/${id}`, { method: 'DELETE', schema: MessageResponseSchema }),
};

export const blogKeys = {
  list: (category: BlogCategory | null, page: number) => ['blogs', 'list', category ?? 'All', page] as const,
  post: (id: string) => ['blogs', 'post', id] as const,
};
