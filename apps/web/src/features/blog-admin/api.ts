import {
  BlogCreatedResponseSchema,
  BlogListResponseSchema,
  BlogPostResponseSchema,
  MessageResponseSchema,
} from '@chatgate/contracts';
import { api, apiRequest } from '../../lib/api-client';

/** The dashboard's blog calls (spec 7.2). */
export const blogAdminApi = {
  list: (page: number, signal?: AbortSignal) =>
    api.get(`/blogs/view?${new URLSearchParams({ page: String(page) })}`, {
      schema: BlogListResponseSchema,
      signal,
    }),
  create: (form: FormData) => api.post('/blogs/create', form, { schema: BlogCreatedResponseSchema }),
  get: (id: string, signal?: AbortSignal) =>
    api.get(`/blogs/${encodeURIComponent(id)}`, { schema: BlogPostResponseSchema, signal }),
  /** Multipart as create, plus removeImage; Admin only, never the built-in articles. */
  update: (id: number, form: FormData) =>
    apiRequest(`/blogs/${id}`, { method: 'PUT', body: form, schema: BlogCreatedResponseSchema }),
  remove: (id: number) => apiRequest(`/blogs/${id}`, { method: 'DELETE', schema: MessageResponseSchema }),
};

export const blogAdminKeys = {
  lists: ['blog-admin', 'list'] as const,
  list: (page: number) => ['blog-admin', 'list', page] as const,
  post: (id: string) => ['blog-admin', 'post', id] as const,
  /** The public /blogs pages' cache (features/blogs), stale once a post is published. */
  publicBlogs: ['blogs'] as const,
};
