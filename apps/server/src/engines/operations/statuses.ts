/** What a status (story) shows: a text on a background colour, or an image or video with a caption. */
export type StatusContent =
  | { statusType: 'text'; body: string; backgroundColor: string; font: number }
  | { statusType: 'image' | 'video'; media: string; mimeType?: string; size?: number; caption?: string };

/** Posting and deleting the token's statuses (stories). */
export interface StatusOperations {
  /** Declares that `send` posts an OutgoingMessage of kind `status` to its recipients. */
  readonly sendsStatuses: true;
  /** Deletes a status the token posted from its recipients' phones. */
  revokeStatus(insid: string, status: { id: string; recipients: string[] }): Promise<void>;
}
