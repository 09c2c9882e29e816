/**
 * The only boundary that knows a messaging wire protocol. Everything else (tokens, queue,
 * webhooks, billing) talks to this interface; the simulator and the real WhatsApp engine
 * implement it and must pass the same contract tests.
 */
export type SessionState =
  | { state: 'idle' }
  | { state: 'qr'; qr: string; expiresAt: Date }
  | { state: 'connected'; wid: string };

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface IncomingMessage {
  id: string;
  /** The sender's number (digits). */
  from: string;
  type: 'text';
  body: string;
  timestamp: Date;
}

export interface EngineEvents {
  qr: { insid: string; qr: string; expiresAt: Date };
  connected: { insid: string; wid: string };
  disconnected: { insid: string; reason: 'logout' | 'qr-timeout' | 'error' };
  message: { insid: string; message: IncomingMessage };
  status: { insid: string; messageId: string; status: DeliveryStatus; error?: string };
}

export type EngineEventName = keyof EngineEvents;
export type EngineListener<K extends EngineEventName> = (event: EngineEvents[K]) => void;

export interface OutgoingText {
  /** Our message id; status events refer to it. */
  id: string;
  to: string;
  body: string;
}

export interface MessagingEngine {
  readonly name: string;
  /** Starts (or resumes) the token's session: a QR to scan, or connected when already linked. */
  startSession(insid: string): Promise<SessionState>;
  sessionState(insid: string): Promise<SessionState>;
  /** Unlinks the phone: the next session needs a new scan. */
  logout(insid: string): Promise<void>;
  /** Closes the live session but keeps the link, so a later start needs no new scan (used on expiry). */
  stopSession(insid: string): Promise<void>;
  /** Sends a text; progress arrives as `status` events with the same id. */
  sendText(insid: string, message: OutgoingText): Promise<void>;
  /** Whether the number is registered on the network. */
  checkNumber(insid: string, number: string): Promise<boolean>;
  on<K extends EngineEventName>(event: K, listener: EngineListener<K>): () => void;
  close(): Promise<void>;
}
