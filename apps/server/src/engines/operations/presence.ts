import type { PresenceState } from '@chatgate/contracts';

/** Showing the token's presence in a chat and following a contact's. */
export interface PresenceOperations {
  /**
   * Shows the token typing (or recording a voice note) in the chat `chatId` (a number or a group
   * id), or stops showing it (`paused`). EngineError `not-connected` when the phone is not linked.
   */
  sendPresence(insid: string, chatId: string, state: PresenceState): Promise<void>;
  /** Asks for the contact's presence: `presence` events follow while the session lives. */
  subscribePresence(insid: string, number: string): Promise<void>;
}
