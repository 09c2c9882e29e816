import {
  GreenApiDeprecatedBodySchema,
  GreenApiSendingMessages,
  GreenApiSentSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../http/app-error';
import { methodPath, methodSchema } from './method';

/** Green-API's button and list methods, which WhatsApp stopped delivering from ordinary accounts. */
const DEPRECATED = [
  ['sendButtons', 'Send buttons (not available)'],
  ['sendTemplateButtons', 'Send template buttons (not available)'],
  ['sendListMessage', 'Send a list message (not available)'],
] as const;

/** Each is refused as Green-API documents it: 403, whatever the body. */
export const deprecatedMethods: FastifyPluginAsyncZod = async (app) => {
  for (const [method, summary] of DEPRECATED) {
    app.post(
      methodPath(method),
      {
        schema: methodSchema(method, {
          summary,
          description: GreenApiSendingMessages.deprecated(method),
          body: GreenApiDeprecatedBodySchema.optional(),
          answer: GreenApiSentSchema,
        }),
      },
      async () => {
        throw forbidden(GreenApiSendingMessages.deprecated(method));
      },
    );
  }
};
