import { BillingMessages } from '@chatgate/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../http/app-error';
import { parseJsonText } from '../../http/json-parser';
import type { BillingDeps } from './billing.service';
import { handleWebhook, WebhookBodySchema } from './razorpay-webhook.service';

/**
 * POST /api/v1/webhooks/razorpay: the signature covers the raw body, so this scope reads JSON
 * as text and parses it only once the signature matched.
 */
export const razorpayWebhookRoutes: FastifyPluginAsync<BillingDeps> = async (app, deps) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/razorpay', { schema: { hide: true } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !deps.provider.verifyWebhook(raw, signature))
      throw badRequest(BillingMessages.webhookSignatureInvalid);
    const parsed = parseJsonText(raw);
    if ('refusal' in parsed) throw parsed.refusal;
    const body = WebhookBodySchema.safeParse(parsed.value);
    if (!body.success) throw badRequest(BillingMessages.webhookBodyInvalid);
    const eventId = request.headers['x-razorpay-event-id'];
    return handleWebhook(deps, body.data, typeof eventId === 'string' ? eventId.slice(0, 200) : null);
  });
};
