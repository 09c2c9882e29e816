/** Why a group or channel call was refused; the HTTP layer turns each reason into a status. */
export type EngineErrorReason =
  | 'not-connected'
  | 'already-connected'
  | 'group-not-found'
  | 'not-admin'
  | 'not-registered'
  | 'invite-not-found'
  | 'already-member'
  /** No connection to WhatsApp could be made (the session keeps trying). */
  | 'whatsapp-unreachable';

export class EngineError extends Error {
  constructor(
    readonly reason: EngineErrorReason,
    message: string,
    /** With not-registered: the numbers that are not. */
    readonly numbers: string[] = [],
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
