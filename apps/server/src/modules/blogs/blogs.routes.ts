import {
  BlogIdParamsSchema,
  BlogListQuerySchema,
  BlogListResponseSchema,
  BlogPostResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { errorResponses } from '../../http/error-responses';
import { getBlogPost, listBlogPosts } from './blogs.service';

/** The public blog, read without signing in, under /api/v1/blogs. */
export const blogsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/view',
    {
      schema: {
        tags: ['blogs'],
        summary: 'List blog posts, newest first',
        querystring: BlogListQuerySchema,
        response: { 200: BlogListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => listBlogPosts(db, request.query),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags: ['blogs'],
        summary: 'One blog post with up to two related posts',
        params: BlogIdParamsSchema,
        response: { 200: BlogPostResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getBlogPost(db, request.params.id),
  );
};
