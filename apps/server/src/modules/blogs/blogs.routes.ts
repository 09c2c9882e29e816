import {
  BlogCreatedResponseSchema,
  BlogCreateFieldsSchema,
  BlogIdParamsSchema,
  BlogImageParamsSchema,
  BlogListQuerySchema,
  BlogListResponseSchema,
  BlogPostResponseSchema,
  BlogUpdateFieldsSchema,
  MessageResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deniedUnlessRole } from '../../http/access-denied';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { fileAnswer, IMAGE } from '../../http/file-responses';
import { acceptMultipart, POLICY_WORDS, readMultipart, sendUpload } from '../uploads/uploads.service';
import { type BlogCreateDeps, blogCoverImage, createBlogFromForm } from './blog-create.service';
import { deleteBlogPost, updateBlogFromForm } from './blog-edit.service';
import { getBlogPost, listBlogPosts } from './blogs.service';

/** The public blog, read without signing in, and its Admin-only creation and editing, under /api/v1/blogs. */
export const blogsRoutes: FastifyPluginAsyncZod<BlogCreateDeps> = async (app, deps) => {
  await acceptMultipart(app);
  const { db } = deps;
  app.post(
    '/create',
    {
      onRequest: deniedUnlessRole(app, 'Admin'),
      schema: {
        operationId: 'createBlogPost',
        tags: ['blogs'],
        summary: 'Publish a blog post (Admin)',
        form: {
          fields: BlogCreateFieldsSchema,
          notes: {
            slug: 'Derived from the title when left out or empty.',
            content: 'HTML; sanitised before it is stored.',
            postedBy: "The author's name shown; the caller's own name when left out.",
          },
          files: { faceImg: { description: `The cover (optional): ${POLICY_WORDS.image}.` } },
        },
        response: { 201: BlogCreatedResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const created = await createBlogFromForm(
        deps,
        request.user as AuthenticatedUser,
        await readMultipart(request),
      );
      return reply.status(201).send(created);
    },
  );
  app.get(
    '/images/:fileName',
    {
      schema: {
        operationId: 'getBlogImage',
        security: [],
        tags: ['blogs'],
        summary: "A post's cover image",
        params: BlogImageParamsSchema,
        response: { 200: fileAnswer('The image', IMAGE), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendUpload(reply, deps.dataDir, await blogCoverImage(db, request.params.fileName), { public: true }),
  );
  app.get(
    '/view',
    {
      schema: {
        operationId: 'listBlogPosts',
        security: [],
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
        operationId: 'getBlogPost',
        security: [],
        tags: ['blogs'],
        summary: 'One blog post with up to two related posts',
        params: BlogIdParamsSchema,
        response: { 200: BlogPostResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getBlogPost(db, request.params.id),
  );
  app.put(
    '/:id',
    {
      onRequest: deniedUnlessRole(app, 'Admin'),
      schema: {
        operationId: 'updateBlogPost',
        tags: ['blogs'],
        summary: 'Edit a blog post (Admin)',
        description: 'The create form’s fields and rules. The built-in articles (ids 1 to 6) answer 403.',
        params: BlogIdParamsSchema,
        form: {
          fields: BlogUpdateFieldsSchema,
          notes: {
            slug: 'Derived from the title when left out or empty.',
            content: 'HTML; sanitised before it is stored.',
            postedBy: 'The author’s name shown; unchanged when left out.',
            removeImage: '`true` removes the featured image; a new faceImg replaces it either way.',
          },
          files: { faceImg: { description: `A new cover (optional): ${POLICY_WORDS.image}.` } },
        },
        response: { 200: BlogCreatedResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) =>
      updateBlogFromForm(
        deps,
        request.user as AuthenticatedUser,
        request.params.id,
        await readMultipart(request),
      ),
  );
  app.delete(
    '/:id',
    {
      onRequest: deniedUnlessRole(app, 'Admin'),
      schema: {
        operationId: 'deleteBlogPost',
        tags: ['blogs'],
        summary: 'Delete a blog post (Admin)',
        description: 'Its cover image goes too. The built-in articles (ids 1 to 6) answer 403.',
        params: BlogIdParamsSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => deleteBlogPost(deps, request.params.id),
  );
};
