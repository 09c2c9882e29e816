import {
  MessageResponseSchema,
  WebhookDeliveriesResponseSchema,
  WebhookSettingsSchema,
  WebhookTestResponseSchema,
} from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { WEBHOOK_ENDPOINTS } from './webhook-endpoints';

/** The answer of each webhook call, as the server's routes declare it; every one is a 200. */
const ANSWERS: Record<string, z.ZodObject> = {
  'get-webhook': WebhookSettingsSchema,
  'set-webhook': WebhookSettingsSchema,
  'remove-webhook': MessageResponseSchema,
  'rotate-webhook-secret': WebhookSettingsSchema.pick({ secret: true }).required(),
  'test-webhook': WebhookTestResponseSchema,
  'list-webhook-deliveries': WebhookDeliveriesResponseSchema,
  'replay-webhook-delivery': MessageResponseSchema,
};

describe('the documented webhook calls', () => {
  it.each(WEBHOOK_ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: answers 200 with exactly the fields the API answers with',
    (id, endpoint) => {
      expect(endpoint.response.status).toBe(200);
      const answer = ANSWERS[id];
      if (!answer) throw new Error(`no answer schema for ${id}`);
      expect(answer.strict().safeParse(endpoint.response.example).success).toBe(true);
    },
  );
});
