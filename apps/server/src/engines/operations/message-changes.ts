/** A message the token sent, as an edit or a revoke names it: our id and its chat. */
export interface SentMessageRef {
  id: string;
  to: string;
}

/** Changing a message the token sent (message.edit, message.revoke) and sending forwards. */
export interface MessageChangeOperations {
  /**
   * Changes the text of a text message the token sent: the recipient's phone shows the new
   * text marked edited, and a recipient token gets a `changed` event. EngineError
   * `not-connected` when the token's phone is not linked.
   */
  editMessage(insid: string, message: SentMessageRef, body: string): Promise<void>;
  /** Deletes a message the token sent for everyone, told to its recipients as an edit is. */
  revokeMessage(insid: string, message: SentMessageRef): Promise<void>;
  /** Declares that `send` marks an OutgoingMessage with `forwarded` as a forward. */
  readonly sendsForwards: true;
}
