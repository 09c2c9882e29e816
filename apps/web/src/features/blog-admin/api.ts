import { BlogCreatedResponseSchema, BlogListResponseSchema } from '@chatgate/contracts';
import { api } from '../../lib/api-client';

/** The dashboard's blog calls (spec 7.2). */
export const blogAdminApi = {
  list: (page: number, signal?: AbortSignal) =>
    api.get(`/blogs/view?${new URLSearchParams({ page: String(page) })}`, {
      schema: BlogListResponseSchema,
      signal,
    }),
  create: (form: FormData) => api.post('/blogs/create', form, { schema: BlogCreatedResponseSchema }),
};

export const blogAdminKeys = {
  lists: ['blog-admin', 'list'] as const,
  list: (page: number) => ['blog-admin', 'list', page] as const,
  /** The public /blogs pages' cache (features/blogs), stale once a post is published. */
  publicBlogs: ['blogs'] as const,
};
