import { avoidingBans } from './avoiding-bans';
import { chatbot } from './chatbot';
import { firstMessage } from './first-message';
import { googleSheets } from './google-sheets';
import { reliableWebhooks } from './reliable-webhooks';
import { security } from './security';
import type { BuiltinPost } from './types';

export type { BuiltinPost } from './types';

/** The six built-in public blog posts (spec 2.6, 3), one per category, ordered by id. */
export const BUILTIN_POSTS: readonly BuiltinPost[] = [
  firstMessage,
  googleSheets,
  chatbot,
  security,
  avoidingBans,
  reliableWebhooks,
];
