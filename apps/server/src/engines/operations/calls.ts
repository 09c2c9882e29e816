import type { IncomingCall } from '../engine-events';

/** Answering calls to the token's phone. */
export interface CallOperations {
  /** Rejects a ringing call: the caller's phone shows it declined. */
  rejectCall(insid: string, call: Pick<IncomingCall, 'id' | 'callerRef'>): Promise<void>;
}
