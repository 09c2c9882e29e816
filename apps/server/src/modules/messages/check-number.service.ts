import { InstanceMessages, MessagingMessages } from '@chatgate/contracts';
import type { MessagingEngine } from '../../engines/engine';
import type { ApiToken } from '../../http/api-key-guard';
import { conflict } from '../../http/app-error';

/** Whether the number is on WhatsApp, asked through the token's linked phone (409 without one). */
export async function checkNumber(engine: MessagingEngine, token: ApiToken, number: string) {
  if (!token.authenticated) throw conflict(InstanceMessages.notConnected);
  const result = await engine.checkNumber(token.id, number);
  return { result, message: result ? MessagingMessages.registered : MessagingMessages.notRegistered };
}
