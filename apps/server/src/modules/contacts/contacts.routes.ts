import {
  ContactDetailSchema,
  ContactIdParamsSchema,
  ContactsQuerySchema,
  ContactsResponseSchema,
  ContactViewSchema,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keysetPage } from '../../db/keyset-page';
import { type ApiToken, requireActiveToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { fileAnswer, IMAGE, redirectAnswer } from '../../http/file-responses';
import { countedAfter, countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import {
  type ContactDeps,
  contactDetail,
  contactPictureOf,
  contactsPage,
  setBlocked,
  toContactView,
} from './contacts.service';

const tags = ['contacts'];
const tokenOf = (request: FastifyRequest) => request.apiToken as ApiToken;

export type ContactRouteDeps = ContactDeps & WithLimiter & { publicUrl: string };

/**
 * The token's contacts (learnt from its phone's address book, messages and WhatsApp's LID
 * mapping), a contact's profile, and blocking. Every call counts against the key's rate limit;
 * blocking acts on the phone, so it needs the token active (402) like a send.
 */
export const contactsRoutes: FastifyPluginAsyncZod<ContactRouteDeps> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  const counted = countedBy(deps.limiter, tokenKey);
  const acting = countedAfter([requireActiveToken], deps.limiter, tokenKey);

  app.get(
    '/contacts',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'listContacts',
        summary: 'List contacts',
        description:
          'The people the token knows of, in the order it learnt them: from its phone’s address book, from their messages (push names) and from WhatsApp’s LID mapping. Page with `cursor`.',
        querystring: ContactsQuerySchema,
        response: { 200: ContactsResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const after = cursor ? Number(cursor) : 0;
      const page = await keysetPage(
        (n) => contactsPage(deps.db, tokenOf(request).id, after, n),
        limit,
        (row) => String(row.seq),
      );
      return { result: page.rows.map(toContactView), nextCursor: page.nextCursor };
    },
  );

  app.get(
    '/contacts/:id',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'getContact',
        summary: 'Get a contact',
        description:
          'The contact by number or LID, with its about text and profile picture asked of WhatsApp now (null when unset, hidden, or the phone is offline).',
        params: ContactIdParamsSchema,
        response: { 200: ContactDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => contactDetail(deps, tokenOf(request).id, request.params.id, deps.publicUrl),
  );

  app.get(
    '/contacts/:id/picture',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'getContactPicture',
        summary: 'Get a contact’s profile picture',
        description:
          'Redirects (302) to the picture on WhatsApp’s servers, or serves it (the sandbox’s). 404 when the contact has none.',
        params: ContactIdParamsSchema,
        response: {
          200: fileAnswer('The picture', IMAGE),
          302: redirectAnswer('A redirect to the picture'),
          ...errorResponses(400, 401, 403, 404, 409, 429, 501),
        },
      },
    },
    async (request, reply) => {
      const picture = await contactPictureOf(deps, tokenOf(request).id, request.params.id);
      if ('url' in picture) return reply.redirect(picture.url, 302);
      return reply.type(picture.mimeType).header('cache-control', 'private, max-age=300').send(picture.data);
    },
  );

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    app.post(
      `/contacts/:id/${action}`,
      {
        ...acting,
        schema: {
          tags,
          operationId: blocked ? 'blockContact' : 'unblockContact',
          summary: blocked ? 'Block a contact' : 'Unblock a contact',
          description: blocked
            ? 'Blocks the person on the token’s phone. Their messages are no longer delivered to the token (not stored, no webhook), and a send to them answers 409.'
            : 'Unblocks the person: their messages reach the token again and it can send to them.',
          params: ContactIdParamsSchema,
          response: { 200: ContactViewSchema, ...errorResponses(400, 401, 402, 403, 409, 429, 501) },
        },
      },
      async (request) => setBlocked(deps, tokenOf(request).id, request.params.id, blocked),
    );
  }
};
