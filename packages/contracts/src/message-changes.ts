import { z } from 'zod';
import { messageBodyField, recipientField } from './messaging';
import { SandboxMediaParamsSchema, sandboxMessageBodyField } from './sandbox';

/** How long after it was sent a text can be edited (WhatsApp's rule). */
export const MESSAGE_EDIT_WINDOW_SECONDS = 15 * 60;
/** How long after it was sent a message can be deleted for everyone (WhatsApp allows about 2 days). */
export const MESSAGE_REVOKE_WINDOW_SECONDS = 2 * 24 * 3600;

/** The 409 of an engine call made while the token's phone is not linked (every optional operation). */
export const PHONE_NOT_CONNECTED = 'The token’s phone is not connected. Link it again, then retry.';

/** The answers of the calls that change a message already sent, and of forwarding one. */
export const MessageChangeMessages = {
  editWindowPassed: 'A message can be edited only within 15 minutes of being sent.',
  revokeWindowPassed: 'A message can be deleted for everyone only within 2 days of being sent.',
  onlyTextEditable: 'Only a text message can be edited.',
  onlySentEditable: 'Only a message this token sent can be edited.',
  onlySentRevocable: 'Only a message this token sent can be deleted for everyone.',
  notSentYet: 'The message has not been sent yet. Wait until its status is sent, or cancel it with DELETE.',
  failed: 'The message failed to send: there is nothing to change on the recipient’s phone.',
  revoked: 'The message was deleted for everyone.',
  notForwardable: 'Only a text, media, location or contact message can be forwarded.',
  notConnected: PHONE_NOT_CONNECTED,
  editSent: 'Message edited',
  sameBody: 'The new text is the same as the current one.',
} as const;

/** PATCH /messages/{id}: the new text of a text message the token sent. */
export const EditMessageRequestSchema = z.object({ body: messageBodyField });
export type EditMessageRequest = z.infer<typeof EditMessageRequestSchema>;

/** POST /messages/{id}/forward: where the message goes, as a new message marked forwarded. */
export const ForwardMessageRequestSchema = z.object({ to: recipientField });
export type ForwardMessageRequest = z.infer<typeof ForwardMessageRequestSchema>;

/**
 * The operations an engine may lack. A call of one the token's engine does not perform answers
 * 501 NOT_SUPPORTED_BY_ENGINE.
 */
export const ENGINE_OPERATIONS = [
  'message.edit',
  'message.revoke',
  'message.forward',
  'group.update',
  'group.admin',
  'group.invite',
  'group.join',
  'group.leave',
  'group.picture',
  'presence.send',
  'presence.subscribe',
  'call.reject',
  'contact.about',
  'contact.picture',
  'contact.block',
  'profile.update',
  'profile.picture',
  'status.post',
  'status.revoke',
  'chat.modify',
] as const;
export type EngineOperation = (typeof ENGINE_OPERATIONS)[number];

/** GET /instance/capabilities: the token's engine, and whether it performs each optional operation. */
export const EngineCapabilitiesSchema = z.object({
  engine: z.string().meta({ description: 'simulator (the sandbox) or baileys (WhatsApp)' }),
  // Each operation a property of its own (a record's keys would be required but never defined).
  operations: z.object(
    Object.fromEntries(ENGINE_OPERATIONS.map((operation) => [operation, z.boolean()])) as Record<
      EngineOperation,
      z.ZodBoolean
    >,
  ),
});
export type EngineCapabilities = z.infer<typeof EngineCapabilitiesSchema>;

/** The 501 of an operation the token's engine does not perform. */
export const notSupportedByEngine = (engine: string, operation: EngineOperation) =>
  `The ${engine} engine does not support ${operation}.`;

/** The Sandbox Phone edits one of its own messages to a token. */
export const SandboxEditRequestSchema = z.object({
  body: sandboxMessageBodyField.meta({ examples: ['Hi! Is my order on its way? It is #4521.'] }),
});

/** A message the phone typed, by the id its chats list it under. */
export const SandboxMessageParamsSchema = SandboxMediaParamsSchema;

/** How the Sandbox Phone marks changed messages. */
export const SandboxPhoneTexts = {
  revoked: 'This message was deleted',
  edited: 'edited',
  forwarded: 'Forwarded',
} as const;
