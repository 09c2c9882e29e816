import {
  MessageResponseSchema,
  ProfileSchema,
  SandboxPhoneParamsSchema,
  SandboxPostStatusRequestSchema,
  SandboxProfileParamsSchema,
  SandboxStatusesResponseSchema,
  SandboxStatusParamsSchema,
  SandboxStatusTexts,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxStatuses } from '../../engines/simulator/sandbox-statuses';
import { notFound } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { fileAnswer, redirectAnswer } from '../../http/file-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import type { MediaStore } from '../media/media-store';
import { sendStoredMedia } from '../media/send-stored-media';

const errors = errorResponses(400, 401, 403, 404);

/** The Sandbox Phone's statuses (list, open, post, delete its own) and the profiles it shows, under /api/v1/sandbox. */
export const sandboxStatusRoutes: FastifyPluginAsyncZod<{
  statuses: SandboxStatuses;
  media: MediaStore;
}> = async (app, { statuses, media }) => {
  guardEveryRoute(app, app.requireUser);
  const me = (request: { user: AuthenticatedUser | null }) => (request.user as AuthenticatedUser).id;
  const tags = ['sandbox'];

  app.get(
    '/phones/:phone/statuses',
    {
      schema: {
        operationId: 'listSandboxStatuses',
        summary: 'List the statuses a virtual phone sees',
        tags,
        params: SandboxPhoneParamsSchema,
        response: { 200: SandboxStatusesResponseSchema, ...errors },
      },
    },
    async (request) => ({ result: await statuses.list(request.params.phone, me(request)) }),
  );
  app.post(
    '/phones/:phone/statuses',
    {
      schema: {
        operationId: 'postSandboxStatus',
        summary: 'Post a text status from a virtual phone',
        tags,
        params: SandboxPhoneParamsSchema,
        body: SandboxPostStatusRequestSchema,
        response: { 200: MessageResponseSchema.extend({ id: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { body, backgroundColor } = request.body;
      const id = await statuses.post(request.params.phone, me(request), body, backgroundColor);
      return { message: SandboxStatusTexts.posted, id };
    },
  );
  /** A call on one status of the phone (open one shown to it, delete its own); 404 when it has no such status. */
  const onStatus = (
    method: 'POST' | 'DELETE',
    url: string,
    operation: { operationId: string; summary: string },
    act: (phone: string, userId: string, id: string) => Promise<boolean>,
    done: string,
  ) =>
    app.withTypeProvider<ZodTypeProvider>().route({
      method,
      url,
      schema: {
        tags,
        ...operation,
        params: SandboxStatusParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { phone, id } = request.params;
        if (!(await act(phone, me(request), id))) throw notFound(SandboxStatusTexts.notFound);
        return { message: done };
      },
    });
  onStatus(
    'POST',
    '/phones/:phone/statuses/:id/view',
    { operationId: 'viewSandboxStatus', summary: 'Open a status on a virtual phone (a view)' },
    statuses.view,
    SandboxStatusTexts.viewed,
  );
  onStatus(
    'DELETE',
    '/phones/:phone/statuses/:id',
    { operationId: 'deleteSandboxStatus', summary: 'Delete a status a virtual phone posted' },
    statuses.revoke,
    SandboxStatusTexts.deleted,
  );
  app.get(
    '/phones/:phone/statuses/:id/media',
    {
      schema: {
        operationId: 'downloadSandboxStatusMedia',
        summary: 'Download the file of a status a virtual phone sees',
        tags,
        description: 'The file of an image or video status shown to the phone.',
        params: SandboxStatusParamsSchema,
        response: {
          200: fileAnswer('The file, typed by its content'),
          302: redirectAnswer('To the https URL the file was posted by'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { phone, id } = request.params;
      const file = await statuses.mediaOf(phone, me(request), id);
      if (file?.ref.startsWith('https:')) return reply.redirect(file.ref);
      return sendStoredMedia(reply, media, file, id);
    },
  );
  app.get(
    '/phones/:phone/profiles/:peer',
    {
      schema: {
        operationId: 'getSandboxProfile',
        summary: 'Get the profile a virtual phone sees of another',
        tags,
        params: SandboxProfileParamsSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => statuses.profile(me(request), request.params.peer),
  );
};
