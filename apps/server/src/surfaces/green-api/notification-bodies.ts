import type { GreenApiNotificationBody, GreenApiState, MessageView } from '@chatgate/contracts';
import type { EventRow } from '../../modules/events/events.service';
import { greenChatId, unixSeconds } from './chat-ids';
import {
  chatNameOf,
  type InstanceData,
  type MessageContext,
  type MessageContextDeps,
  messageContextOf,
  personNames,
  writerIdOf,
} from './message-context';
import { greenApiMessageData, senderIdOf } from './message-data';

export type { InstanceData } from './message-context';

/**
 * Our events that have a Green-API notification. The others have none Green-API documents
 * (presence.update, chat.updated, status.viewed, group.*, webhook.test) and are not in the queue
 * (decision 0034, 0035).
 */
export const NOTIFIED_EVENT_TYPES = [
  'message.received',
  'message.status',
  'message.sent_on_phone',
  'message.edited',
  'message.revoked',
  'status.received',
  'status.revoked',
  'instance.state',
  'call.received',
  'call.rejected',
  'call.accepted',
  'call.ended',
  'poll.vote',
] as const;

type Body = GreenApiNotificationBody;

/** The messages, people and chats an event's notification names, read together before it is made. */
function namedIn(event: Pick<EventRow, 'type' | 'data'>) {
  const data = event.data as Record<string, unknown>;
  if (event.type === 'poll.vote') {
    const voter = String(data.voter ?? data.voterLid ?? '');
    return { views: [], people: [voter], chats: [String(data.chatId)] };
  }
  const isMessage = event.type.startsWith('message.') || event.type.startsWith('status.');
  return {
    views: isMessage && 'chatId' in data ? [data as unknown as MessageView] : [],
    people: [],
    chats: [],
  };
}

/**
 * Our event in Green-API's webhook format (the queue's and the webhooks' one builder), with the
 * names and file links it needs read first; null when Green-API has no notification for it.
 */
export async function greenNotificationOf(
  deps: MessageContextDeps,
  event: EventRow,
  instance: InstanceData,
): Promise<Body | null> {
  if (!(NOTIFIED_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  const { views, ...named } = namedIn(event);
  return notificationBody(event, await messageContextOf(deps, instance, views, named));
}

/**
 * Our event in Green-API's webhook format, or null when Green-API has no notification for it
 * (e.g. the status of a received message we marked read).
 */
export function notificationBody(event: EventRow, context: MessageContext): Body | null {
  const head = (typeWebhook: Body['typeWebhook']) => ({
    typeWebhook,
    instanceData: { idInstance: context.idInstance, wid: context.wid, typeInstance: 'whatsapp' as const },
    timestamp: unixSeconds(event.createdAt),
  });
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'message.received':
    case 'status.received':
      return { ...head('incomingMessageReceived'), ...messageNotice(data as MessageView, context) };
    case 'message.sent_on_phone':
      return { ...head('outgoingMessageReceived'), ...messageNotice(data as MessageView, context) };
    case 'message.status':
      return statusNotice(data as MessageView, context, head);
    case 'message.edited':
    case 'message.revoked':
    case 'status.revoked':
      return changeNotice(event.type, data as MessageView, context, head);
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
      return { ...head('incomingMessageReceived'), ...voteNotice(event, data, context) };
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

/** Green-API's senderData: the chat and the writer, with their names as the token knows them. */
function senderData(view: MessageView, context: MessageContext) {
  return {
    chatId: greenChatId(view.chatId),
    chatName: chatNameOf(context, view.chatId),
    sender: senderIdOf(view, context.wid),
    ...personNames(context, writerIdOf(view)),
  };
}

function messageNotice(view: MessageView, context: MessageContext) {
  return {
    idMessage: view.id,
    senderData: senderData(view, context),
    messageData: greenApiMessageData(view, context),
  };
}

/** A sent message: accepted (ours `queued`) is outgoingAPIMessageReceived, each later step its status. */
function statusNotice(view: MessageView, context: MessageContext, head: (t: Body['typeWebhook']) => Body) {
  if (view.direction !== 'out') return null;
  if (view.status === 'queued')
    return { ...head('outgoingAPIMessageReceived'), ...messageNotice(view, context) };
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
  type: 'message.edited' | 'message.revoked' | 'status.revoked',
  view: MessageView,
  context: MessageContext,
  head: (t: Body['typeWebhook']) => Body,
) {
  const messageData =
    type === 'message.edited'
      ? { typeMessage: 'editedMessage', editedMessageData: { textMessage: view.body, stanzaId: view.id } }
      : { typeMessage: 'deletedMessage', deletedMessageData: { stanzaId: view.id } };
  return {
    ...head(view.direction === 'in' ? 'incomingMessageReceived' : 'outgoingAPIMessageReceived'),
    idMessage: view.id,
    senderData: senderData(view, context),
    messageData,
  };
}

/** A vote: Green-API's pollUpdateMessage with the voter's current choice. */
function voteNotice(event: EventRow, data: Record<string, unknown>, context: MessageContext) {
  const voterId = String(data.voter ?? data.voterLid ?? '');
  const voter = greenChatId(voterId);
  const chatId = String(data.chatId);
  const selected = Array.isArray(data.selectedOptions) ? (data.selectedOptions as string[]) : [];
  return {
    idMessage: event.id,
    senderData: {
      chatId: greenChatId(chatId),
      chatName: chatNameOf(context, chatId),
      sender: voter,
      ...personNames(context, voterId),
    },
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
