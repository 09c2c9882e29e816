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

/** What a token sends. `id` is ours; status events refer to it and engines use it to send once. */
export type OutgoingMessage = { id: string; to: string; quotedId?: string } & (
  | { kind: 'text'; body: string }
  | {
      kind: 'media';
      mediaType: 'image' | 'audio' | 'video' | 'document' | 'archive';
      media: string;
      caption?: string;
      fileName?: string;
    }
  | { kind: 'location'; latitude: number; longitude: number; name?: string; address?: string }
  | { kind: 'contact'; name: string; phone: string }
  | { kind: 'reaction'; messageId: string; emoji: string }
);

/** The text a person sees for a message, e.g. in a simulator inbox or a log. */
export function describeMessage(message: OutgoingMessage): string {
  switch (message.kind) {
    case 'text':
      return message.body;
    case 'media':
      return `[${message.mediaType}${message.fileName ? ` ${message.fileName}` : ''}]${message.caption ? ` ${message.caption}` : ''}`;
    case 'location':
      return `[location ${message.latitude},${message.longitude}${message.name ? ` ${message.name}` : ''}]`;
    case 'contact':
      return `[contact ${message.name} +${message.phone}]`;
    case 'reaction':
      return `[reaction ${message.emoji}]`;
  }
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
  /**
   * Sends a message; progress arrives as `status` events with the same id. Sending the same id
   * again (after a crash) must not deliver it twice.
   */
  send(insid: string, message: OutgoingMessage): Promise<void>;
  /** Whether the number is registered on the network. */
  checkNumber(insid: string, number: string): Promise<boolean>;
  on<K extends EngineEventName>(event: K, listener: EngineListener<K>): () => void;
  close(): Promise<void>;
}
