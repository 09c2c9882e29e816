/** A change of a chat the token asks of its phone: `mute` until a time, or for ever (null). */
export type ChatChange =
  | { action: 'archive' | 'unarchive' | 'pin' | 'unpin' | 'unmute' | 'delete' }
  | { action: 'mute'; until: Date | null };

/** A chat's newest message, as `modifyChat` takes it. */
export interface ChatLastRef {
  /** Our id. */
  id: string;
  direction: 'in' | 'out';
  /** A received message's engine reference (IncomingMessage.engineRef). */
  engineRef?: Record<string, unknown> | null;
  timestamp: Date;
}

/** Changing the token's chats on its linked phone. */
export interface ChatOperations {
  /**
   * Archives, pins, mutes or deletes (clears) the chat `chatId` (a number or a group id) on the
   * token's linked phone; `last` is the chat's newest message, which WhatsApp wants beside an
   * archive or a delete (null when the token has none). EngineError `not-connected` when no
   * phone is linked.
   */
  modifyChat(insid: string, chatId: string, change: ChatChange, last: ChatLastRef | null): Promise<void>;
}
