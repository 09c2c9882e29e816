export { Chatgate } from './chatgate.js';
export { ChatgateError } from './errors.js';
export type { ChatgateOptions } from './http.js';
export type { IterateOptions } from './resources/events.js';
export type { RetryOptions } from './retry.js';
export type * from './types.js';
export { verifyWebhook, type WebhookHeaders, WebhookVerificationError } from './verify-webhook.js';
