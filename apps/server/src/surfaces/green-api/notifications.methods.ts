import {
  GreenApiDeleteNotificationAnswerSchema,
  GreenApiDeleteNotificationParamsSchema,
  GreenApiNotificationSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ApiToken } from '../../http/api-key-guard';
import { deleteQueuedEvent, firstQueuedEvent } from '../../modules/events/event-queue.service';
import { instanceDataOf } from './instance-data';
import { methodPath, methodSchema } from './method';
import { NOTIFIED_EVENT_TYPES, notificationBody } from './notification-bodies';

/**
 * Green-API's HTTP polling of notifications over the token's event log (decision 0034): the
 * oldest event not deleted, in Green-API's webhook format, with its seq as the receiptId.
 */
export const notificationsMethods: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    methodPath('receiveNotification'),
    {
      schema: methodSchema('receiveNotification', {
        summary: 'Receive the oldest notification of the queue',
        description:
          'The same notification again until deleteNotification deletes it; `null` when the queue is empty. Notifications stay 24 hours.',
        answer: GreenApiNotificationSchema,
      }),
    },
    async (request) => {
      const insid = (request.apiToken as ApiToken).id;
      const instance = await instanceDataOf(db, insid);
      for (;;) {
        const event = await firstQueuedEvent(db, insid, NOTIFIED_EVENT_TYPES);
        if (!event) return null;
        const body = notificationBody(event, instance);
        if (body) return { receiptId: event.seq, body };
        // An event of a notified type that Green-API has no notice for is passed over for good.
        await deleteQueuedEvent(db, insid, event.seq, NOTIFIED_EVENT_TYPES);
      }
    },
  );

  app.delete(
    `${methodPath('deleteNotification')}/:receiptId`,
    {
      schema: {
        ...methodSchema('deleteNotification', {
          summary: 'Delete a notification from the queue',
          answer: GreenApiDeleteNotificationAnswerSchema,
        }),
        params: GreenApiDeleteNotificationParamsSchema,
      },
    },
    async (request) => ({
      result: await deleteQueuedEvent(
        db,
        (request.apiToken as ApiToken).id,
        request.params.receiptId,
        NOTIFIED_EVENT_TYPES,
      ),
    }),
  );
};
