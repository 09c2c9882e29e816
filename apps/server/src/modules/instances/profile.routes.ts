import { ProfilePictureRequestSchema, ProfileSchema, UpdateProfileRequestSchema } from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, tokenKey } from '../../http/api-key-guard';
import { errorResponses } from '../../http/error-responses';
import { countedBy, type WithLimiter } from '../../http/rate-limit';
import { guardEveryRoute } from '../../http/security-scheme';
import { MEDIA_BODY_LIMIT } from '../../http/server-options';
import {
  changeProfile,
  type ProfileDeps,
  readProfile,
  removeProfilePicture,
  setProfilePicture,
} from './profile.service';

const tags = ['profile'];
const insidOf = (request: FastifyRequest) => (request.apiToken as ApiToken).id;
const errors = errorResponses(400, 401, 403, 409, 429, 501);

/** The linked account's profile: read it, change its name and about text, set or remove its picture. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileDeps & WithLimiter> = async (app, deps) => {
  guardEveryRoute(app, app.requireApiKey);
  const counted = countedBy(deps.limiter, tokenKey);
  const answer = { 200: ProfileSchema };

  app.get(
    '/instance/profile',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'getProfile',
        summary: 'Get the profile',
        description:
          'The linked phone’s number, name, about text and picture URL (409 when no phone is linked).',
        response: { ...answer, ...errors },
      },
    },
    async (request) => readProfile(deps, insidOf(request)),
  );

  app.patch(
    '/instance/profile',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'updateProfile',
        summary: 'Change the name or about text',
        description:
          'Changes the name contacts see (1 to 25 characters), the about text (up to 139), or both.',
        body: UpdateProfileRequestSchema,
        response: { ...answer, ...errors },
      },
    },
    async (request) => changeProfile(deps, insidOf(request), request.body),
  );

  app.put(
    '/instance/profile/picture',
    {
      ...counted,
      bodyLimit: MEDIA_BODY_LIMIT,
      schema: {
        tags,
        operationId: 'setProfilePicture',
        summary: 'Set the profile picture',
        description:
          'An image as /send/media takes one (an https URL or a base64 data URL): a JPEG, PNG or WebP, cropped to its centre square and sent as a 640x640 JPEG. Anything else is 415.',
        body: ProfilePictureRequestSchema,
        response: { ...answer, ...errorResponses(400, 401, 403, 409, 413, 415, 429, 501) },
      },
    },
    async (request) => setProfilePicture(deps, insidOf(request), request.body.media),
  );

  app.delete(
    '/instance/profile/picture',
    {
      ...counted,
      schema: {
        tags,
        operationId: 'removeProfilePicture',
        summary: 'Remove the profile picture',
        response: { ...answer, ...errors },
      },
    },
    async (request) => removeProfilePicture(deps, insidOf(request)),
  );
};
