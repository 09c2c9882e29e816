import type { GreenApiNotificationBody, GreenApiState, MessageView } from '@chatgate/contracts';
import type { EventRow } from '../../modules/events/events.service';
import { greenChatId, unixSeconds } from './chat-ids';
import { greenApiMessageData, senderIdOf } from './message-data';

/**
 * Our events that have a Green-API notification. The others (presence.update, chat.updated,
 * status.received, status.viewed, group.*, webhook.test) are not in the queue (decision 0034).
 */
export const NOTIFIED_EVENT_TYPES = [
  'message.received',
  'message.status',
  'message.edited',
  'message.revoked',
  'instance.state',
  'call.received',
  'call.rejected',
  'call.accepted',
  'call.ended',
  'poll.vote',
] as const;

/** The token a notification is about, as Green-API's `instanceData` names it. */
export interface InstanceData {
  idInstance: string;
  /** The token's phone, `<number>@c.us` ("" while none was ever linked). */
  wid: string;
}

type Body = GreenApiNotificationBody;

/**
 * Our event in Green-API's webhook format, or null when Green-API has no notification for it
 * (e.g. the status of a received message we marked read).
 */
export function notificationBody(event: EventRow, instance: InstanceData): Body | null {
  const head = (typeWebhook: Body['typeWebhook']) => ({
    typeWebhook,
    instanceData: { ...instance, typeInstance: 'whatsapp' as const },
    timestamp: unixSeconds(event.createdAt),
  });
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'message.received':
      return { ...head('incomingMessageReceived'), ...messageNotice(data as MessageView, instance) };
    case 'message.status':
      return statusNotice(data as MessageView, instance, head);
    case 'message.edited':
    case 'message.revoked':
      return changeNotice(event.type, data as MessageView, instance, head);
    case 'instance.state':
      return { ...head('stateInstanceChanged'), stateInstance: stateOf(data.state) };
    case 'call.received':
    case 'call.rejected':
    case 'call.accepted':
    case 'call.ended': {
      const status = callStatusOf(event.type, data.reason);
      if (!status) return null;
      return {
        ...head('incomingCall'),
        from: greenChatId(String(data.from)),
        status,
        idMessage: String(data.id),
      };
    }
    case 'poll.vote':
      return { ...head('incomingMessageReceived'), ...voteNotice(event, data) };
    default:
      return null;
  }
}

/**
 * Green-API's incomingCall status of a call event; null for call.ended after a rejection, which
 * call.rejected already reported as `declined`.
 */
function callStatusOf(type: string, reason: unknown): string | null {
  if (type === 'call.received') return 'offer';
  if (type === 'call.accepted') return 'pickUp';
  if (type === 'call.rejected') return 'declined';
  return reason === 'missed' ? 'missed' : reason === 'hangup' ? 'hangUp' : null;
}

const stateOf = (state: unknown): GreenApiState => (state === 'connected' ? 'authorized' : 'notAuthorized');

function senderData(view: MessageView, instance: InstanceData) {
  const sender = senderIdOf(view, instance.wid);
  return { chatId: greenChatId(view.chatId), chatName: '', sender, senderName: '', senderContactName: '' };
}

function messageNotice(view: MessageView, instance: InstanceData) {
  return {
    idMessage: view.id,
    senderData: senderData(view, instance),
    messageData: greenApiMessageData(view),
  };
}

/** A sent message: accepted (ours `queued`) is outgoingAPIMessageReceived, each later step its status. */
function statusNotice(view: MessageView, instance: InstanceData, head: (t: Body['typeWebhook']) => Body) {
  if (view.direction !== 'out') return null;
  if (view.status === 'queued')
    return { ...head('outgoingAPIMessageReceived'), ...messageNotice(view, instance) };
  return {
    ...head('outgoingMessageStatus'),
    chatId: greenChatId(view.chatId),
    idMessage: view.id,
    status: view.status,
    sendByApi: true,
    ...(view.error && { description: view.error }),
  };
}

/** An edit or a delete for everyone: Green-API's editedMessage / deletedMessage, of the message's own direction. */
function changeNotice(
  type: 'message.edited' | 'message.revoked',
  view: MessageView,
  instance: InstanceData,
  head: (t: Body['typeWebhook']) => Body,
) {
  const messageData =
    type === 'message.edited'
      ? { typeMessage: 'editedMessage', editedMessageData: { textMessage: view.body, stanzaId: view.id } }
      : { typeMessage: 'deletedMessage', deletedMessageData: { stanzaId: view.id } };
  return {
    ...head(view.direction === 'in' ? 'incomingMessageReceived' : 'outgoingAPIMessageReceived'),
    idMessage: view.id,
    senderData: senderData(view, instance),
    messageData,
  };
}

/** A vote: Green-API's pollUpdateMessage with the voter's current choice. */
function voteNotice(event: EventRow, data: Record<string, unknown>) {
  const voter = greenChatId(String(data.voter ?? data.voterLid ?? ''));
  const chatId = greenChatId(String(data.chatId));
  const selected = Array.isArray(data.selectedOptions) ? (data.selectedOptions as string[]) : [];
  return {
    idMessage: event.id,
    senderData: { chatId, chatName: '', sender: voter, senderName: '', senderContactName: '' },
    messageData: {
      typeMessage: 'pollUpdateMessage',
      pollMessageData: {
        stanzaId: String(data.messageId),
        name: '',
        votes: selected.map((optionName) => ({ optionName, optionVoters: [voter] })),
        multipleAnswers: selected.length > 1,
      },
    },
  };
}
