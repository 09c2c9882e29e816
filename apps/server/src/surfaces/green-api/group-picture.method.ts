import { GreenApiSetGroupPictureSchema, groupIdField } from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiToken } from '../../http/api-key-guard';
import { AppError, badRequest } from '../../http/app-error';
import { groupAdminService } from '../../modules/groups/group-admin.service';
import { acceptMultipart, readMultipart } from '../../modules/uploads/multipart';
import type { GreenApiDeps } from './green-api-surface';
import { methodPath, methodSchema } from './method';

/**
 * setGroupPicture: Green-API's client posts a multipart form (groupId, file). Its own plugin, so
 * only this route pays for the multipart parser. A file that is not an image is Green-API's
 * refusal in the answer (setGroupPicture false with the reason), not an error status.
 */
export const groupPictureMethod: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  await acceptMultipart(app);
  const admin = groupAdminService(deps);

  app.post(
    methodPath('setGroupPicture'),
    {
      schema: methodSchema('setGroupPicture', {
        summary: "Set a group's picture",
        description:
          'A multipart form with groupId and file (an image, cropped to its centre square and set as a 640x640 JPEG); admins only.',
        answer: GreenApiSetGroupPictureSchema,
      }),
    },
    async (request) => {
      const { fields, files } = await readMultipart(request);
      const groupId = groupIdField.safeParse(fields.groupId?.[0]);
      if (!groupId.success) throw badRequest(groupId.error.issues[0]?.message ?? 'groupId is invalid');
      const file = files.file;
      if (!file) throw badRequest('file is required');
      const image = `data:image/jpeg;base64,${file.buffer.toString('base64')}`;
      try {
        await admin.setPicture(request.apiToken as ApiToken, groupId.data, { image });
        return { setGroupPicture: true, urlAvatar: '', reason: '' };
      } catch (error) {
        if (error instanceof AppError && error.status === 415)
          return { setGroupPicture: false, urlAvatar: '', reason: error.message };
        throw error;
      }
    },
  );
};
