import { MessagingMessages } from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyResolver } from '../../http/api-key-guard';
import { unauthorized } from '../../http/app-error';

interface InstancePath {
  idInstance?: string;
  apiTokenInstance?: string;
}

/**
 * onRequest of every Green-API method: the path's apiTokenInstance is the token's API key and
 * its idInstance the token's id; the pair must match (401 otherwise, as Green-API answers a
 * wrong pair). The token found is the caller's, as the API-key guard makes it for /api/v1.
 */
export function instanceAuth(resolveApiKey: ApiKeyResolver) {
  return async (request: FastifyRequest): Promise<void> => {
    const { idInstance, apiTokenInstance } = request.params as InstancePath;
    const token =
      apiTokenInstance && apiTokenInstance.length <= 200 ? await resolveApiKey(apiTokenInstance) : null;
    if (!token || token.id !== idInstance) throw unauthorized(MessagingMessages.invalidKey);
    request.apiToken = token;
  };
}
