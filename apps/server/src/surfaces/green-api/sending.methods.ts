import {
  GreenApiForwardedSchema,
  GreenApiForwardMessagesSchema,
  GreenApiSendContactSchema,
  GreenApiSendingMessages,
  GreenApiSendLinkSchema,
  GreenApiSendLocationSchema,
  GreenApiSendMessageSchema,
  GreenApiSendPollSchema,
  GreenApiSentSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ApiToken, requireActiveToken } from '../../http/api-key-guard';
import { badRequest } from '../../http/app-error';
import { forwardMessage } from '../../modules/messages/message-changes.service';
import type { GreenApiDeps } from './green-api-surface';
import { methodPath, methodSchema } from './method';
import { greenApiIdempotency, greenApiSend } from './send';

/** The name a contact card shows: Green-API's name parts, else the company. */
function contactName(contact: {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  company?: string;
}) {
  const name = [contact.firstName, contact.middleName, contact.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const shown = name || contact.company?.trim();
  if (!shown) throw badRequest(GreenApiSendingMessages.contactNameRequired);
  return shown;
}

/**
 * Green-API's sending methods over the one send service (queue, pacing, limits, events as
 * /api/v1/send/*); like those, they need an active token (402, which Green-API calls 466).
 */
export const sendingMethods: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  app.addHook('preHandler', requireActiveToken);
  const send = greenApiSend(deps);

  const TEXTS = [
    {
      method: 'sendMessage',
      summary: 'Send a text message',
      description:
        'Queues a text to `chatId`; `quotedMessageId` replies to a message. `linkPreview` is accepted.',
      body: GreenApiSendMessageSchema,
    },
    {
      method: 'sendLink',
      summary: 'Send a link',
      description: 'Green-API’s older link method: the link is sent as a text, which WhatsApp previews.',
      body: GreenApiSendLinkSchema,
    },
  ] as const;
  for (const { method, body, ...doc } of TEXTS) {
    app.post(
      methodPath(method),
      { schema: methodSchema(method, { ...doc, body, answer: GreenApiSentSchema }) },
      async (request) => {
        const { chatId, message, quotedMessageId } = request.body;
        return send(request, { kind: 'text', to: chatId, body: message, quotedId: quotedMessageId });
      },
    );
  }

  app.post(
    methodPath('sendLocation'),
    {
      schema: methodSchema('sendLocation', {
        summary: 'Send a location',
        body: GreenApiSendLocationSchema,
        answer: GreenApiSentSchema,
      }),
    },
    async (request) => {
      const { chatId, nameLocation, address, latitude, longitude, quotedMessageId } = request.body;
      return send(request, {
        kind: 'location',
        to: chatId,
        latitude,
        longitude,
        ...(nameLocation && { name: nameLocation }),
        ...(address && { address }),
        quotedId: quotedMessageId,
      });
    },
  );

  app.post(
    methodPath('sendContact'),
    {
      schema: methodSchema('sendContact', {
        summary: 'Send a contact card',
        description: 'The card shows firstName, middleName and lastName (else company) with phoneContact.',
        body: GreenApiSendContactSchema,
        answer: GreenApiSentSchema,
      }),
    },
    async (request) => {
      const { chatId, contact, quotedMessageId } = request.body;
      const name = contactName(contact);
      const phone = String(contact.phoneContact);
      return send(request, { kind: 'contact', to: chatId, name, phone, quotedId: quotedMessageId });
    },
  );

  app.post(
    methodPath('sendPoll'),
    {
      schema: methodSchema('sendPoll', {
        summary: 'Send a poll',
        description: 'The question is `message`; 2 to 12 different options, by `optionName`.',
        body: GreenApiSendPollSchema,
        answer: GreenApiSentSchema,
      }),
    },
    async (request) => {
      const { chatId, message, options, multipleAnswers, quotedMessageId } = request.body;
      return send(request, {
        kind: 'poll',
        to: chatId,
        name: message,
        options,
        multipleAnswers,
        quotedId: quotedMessageId,
      });
    },
  );

  app.post(
    methodPath('ForwardMessages'),
    {
      schema: methodSchema('ForwardMessages', {
        summary: 'Forward messages',
        description:
          'Forwards each message of `messages` to `chatId`, one new message each, in order. `chatIdFrom` is accepted; our ids name a message by themselves.',
        body: GreenApiForwardMessagesSchema,
        answer: GreenApiForwardedSchema,
      }),
    },
    async (request) => {
      const { chatId, messages } = request.body;
      const token = request.apiToken as ApiToken;
      const forwarded: string[] = [];
      for (const id of messages) {
        const options = { idempotency: greenApiIdempotency(request, `:${id}`) };
        forwarded.push((await forwardMessage(deps, token, id, chatId, options)).id);
      }
      return { messages: forwarded };
    },
  );
};
