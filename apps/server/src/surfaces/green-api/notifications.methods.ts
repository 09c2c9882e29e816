import {
  GreenApiDeleteNotificationAnswerSchema,
  GreenApiDeleteNotificationParamsSchema,
  GreenApiNotificationSchema,
  GreenApiReceiveNotificationQuerySchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteQueuedEvent, firstQueuedEvent } from '../../modules/events/event-queue.service';
import type { GreenApiDeps } from './green-api-surface';
import { instanceDataOf } from './instance-data';
import { methodPath, methodSchema, tokenOf } from './method';
import { greenNotificationOf, NOTIFIED_EVENT_TYPES } from './notification-bodies';
import { nextEventsWakeUp } from './notification-wait';

/**
 * Green-API's HTTP polling of notifications over the token's event log (decision 0034): the
 * oldest event not deleted, in Green-API's webhook format, with its seq as the receiptId. While
 * the queue is empty the call waits up to `receiveTimeout` seconds for one (decision 0035).
 */
export const notificationsMethods: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  const { db, wakeUps } = deps;
  const bodyDeps = { db, publicUrl: deps.config.publicUrl };
  // Waiting calls end at once when the server stops, rather than hold its close for a minute.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());

  /** The first notification of the queue; events Green-API has no notice for are passed over for good. */
  const firstNotice = async (insid: string) => {
    const instance = await instanceDataOf(db, insid);
    for (;;) {
      const event = await firstQueuedEvent(db, insid, NOTIFIED_EVENT_TYPES);
      if (!event) return null;
      const body = await greenNotificationOf(bodyDeps, event, instance);
      if (body) return { receiptId: event.seq, body };
      await deleteQueuedEvent(db, insid, event.seq, NOTIFIED_EVENT_TYPES);
    }
  };

  app.get(
    methodPath('receiveNotification'),
    {
      schema: {
        ...methodSchema('receiveNotification', {
          summary: 'Receive the oldest notification of the queue',
          description:
            'The same notification again until deleteNotification deletes it. While the queue is empty the call waits up to `receiveTimeout` seconds (5 to 60, default 5) for one, then answers `null`. Notifications stay 24 hours.',
          answer: GreenApiNotificationSchema,
        }),
        querystring: GreenApiReceiveNotificationQuerySchema,
      },
    },
    async (request) => {
      const insid = tokenOf(request).id;
      const deadline = Date.now() + request.query.receiveTimeout * 1000;
      for (;;) {
        const notice = await firstNotice(insid);
        const left = deadline - Date.now();
        if (notice || left <= 0 || closing.signal.aborted) return notice;
        await nextEventsWakeUp(wakeUps, left, closing.signal);
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
        tokenOf(request).id,
        request.params.receiptId,
        NOTIFIED_EVENT_TYPES,
      ),
    }),
  );
};
