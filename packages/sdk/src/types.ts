import type { paths } from './generated/api.js';

/**
 * The API's shapes, named for SDK users. Every one is read from the generated types by path and
 * method (never by operationId or component name), so the SDK follows the OpenAPI document as it
 * changes; this file is the one place that names them.
 */
export type { paths } from './generated/api.js';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON body an operation takes. */
export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B
    : never;

/** An operation's query parameters, less `insid` (the client sends the token id it was given). */
export type Query<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    parameters: { query?: infer Q };
  }
    ? Omit<NonNullable<Q>, 'insid'>
    : never;

/** The JSON an operation answers with `status`. */
export type Answer<P extends keyof paths, M extends Method, S extends number = 200> =
  Operation<P, M> extends {
    responses: { [K in S]: { content: { 'application/json': infer R } } };
  }
    ? R
    : never;

/** `202 {id, status: "queued"}`: a send was stored and queued. */
export type Queued = Answer<'/api/v1/send/text', 'post', 202>;
/** A message and its status, as GET /messages/{id} answers it. */
export type Message = Answer<'/api/v1/messages/{id}', 'get'>;
/** One entry of the event log; webhook deliveries carry the same body. */
export type ChatgateEvent = Answer<'/api/v1/events', 'get'>['result'][number];

export type SendText = RequestBody<'/api/v1/send/text', 'post'>;
export type SendMedia = RequestBody<'/api/v1/send/media', 'post'>;
export type SendLocation = RequestBody<'/api/v1/send/location', 'post'>;
export type SendContact = RequestBody<'/api/v1/send/contact', 'post'>;
export type SendReaction = RequestBody<'/api/v1/send/reaction', 'post'>;
export type SendPoll = RequestBody<'/api/v1/send/poll', 'post'>;
export type SendSticker = RequestBody<'/api/v1/send/sticker', 'post'>;
export type WebhookSettings = Answer<'/api/v1/instance/webhook', 'get'>;
export type Group = Answer<'/api/v1/groups/{groupId}', 'get'>;
export type Chat = Answer<'/api/v1/chats/{chatId}', 'get'>;
export type Contact = Answer<'/api/v1/contacts/{id}', 'get'>;
export type InstanceState = Answer<'/api/v1/instance/state', 'get'>;

/** Options of a send: the Idempotency-Key to use (one is generated when left out). */
export interface SendOptions {
  idempotencyKey?: string;
}
