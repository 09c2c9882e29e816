/** A person an engine is asked about: by number when known, else by LID. */
export type ContactRef = { number: string; lid?: string } | { number?: undefined; lid: string };

/** A profile picture: where WhatsApp serves it, or the image itself (the sandbox's). */
export type ContactPicture = { url: string } | { mimeType: string; data: Buffer };

/** Looking up and blocking people on the token's phone. */
export interface ContactOperations {
  /** The person's about (status) text; null when unset or hidden. EngineError `not-connected`. */
  contactAbout(insid: string, contact: ContactRef): Promise<string | null>;
  /** The person's profile picture; null when there is none or it is hidden. EngineError `not-connected`. */
  contactPicture(insid: string, contact: ContactRef): Promise<ContactPicture | null>;
  /**
   * Blocks (or unblocks) the person on the token's phone: a blocked person's messages no longer
   * reach the token. EngineError `not-connected`.
   */
  blockContact(insid: string, contact: ContactRef, blocked: boolean): Promise<void>;
}
