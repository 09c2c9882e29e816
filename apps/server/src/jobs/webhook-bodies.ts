import { eventBody } from '../modules/events/events.service';
import type { DueDelivery } from '../modules/webhooks/webhooks.queries';
import { greenChatId } from '../surfaces/green-api/chat-ids';
import type { MessageContextDeps } from '../surfaces/green-api/message-context';
import { greenNotificationOf } from '../surfaces/green-api/notification-bodies';

/**
 * The JSON body of a delivery in its webhook's format: our event body (as GET /events shows it),
 * or Green-API's webhook body (the same as its receiveNotification's, decision 0034, with the
 * names and file links it reads from the database); null when
 * Green-API has no notification for the event, so nothing is sent.
 */
export async function deliveryBody(d: DueDelivery, deps: MessageContextDeps): Promise<string | null> {
  const event = {
    id: d.event_id,
    type: d.type,
    instanceId: d.instance_id,
    seq: Number(d.seq),
    createdAt: new Date(d.created_at),
    data: d.data,
  };
  if (d.format !== 'green-api') return JSON.stringify(eventBody(event));
  const instance = { idInstance: d.instance_id, wid: d.wid ? greenChatId(d.wid) : '' };
  const body = await greenNotificationOf(deps, event, instance);
  return body && JSON.stringify(body);
}
