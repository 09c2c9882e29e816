import {
  type NewsletterResponse,
  NewsletterResponseSchema,
  type NewsletterSubscribeRequest,
} from '@chatgate/contracts';
import { api } from '../../lib/api-client';

export const newsletterApi = {
  subscribe: (request: NewsletterSubscribeRequest): Promise<NewsletterResponse> =>
    api.post('/newsletter/subscribe', request, { schema: NewsletterResponseSchema }),
  confirm: (token: string): Promise<NewsletterResponse> =>
    api.post('/newsletter/confirm', { token }, { schema: NewsletterResponseSchema }),
  unsubscribe: (token: string): Promise<NewsletterResponse> =>
    api.post('/newsletter/unsubscribe', { token }, { schema: NewsletterResponseSchema }),
};
