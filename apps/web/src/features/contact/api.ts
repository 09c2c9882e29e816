import { type ContactRequest, ContactResponseSchema } from '@chatgate/contracts';
import { api } from '../../lib/api-client';

export const contactApi = {
  send: (request: ContactRequest) => api.post('/contact', request, { schema: ContactResponseSchema }),
};
