import type { WAMessage } from '@whiskeysockets/baileys';
import type { MediaStore } from '../../modules/media/media-store';
import type { IncomingMessage, PollVote } from '../engine-events';
import { KeyedSequence } from '../keyed-sequence';
import type { BaileysSocket } from './baileys-socket';
import { downloadIncomingFile, mediaErrorOf } from './incoming-media';
import { toIncoming } from './incoming-message';
import { withSenderPhones } from './lid-phones';

export interface IncomingQueueOptions {
  store: MediaStore;
  fetchOptions?: RequestInit;
  /** Baileys' (pino) logger. */
  logger: { warn(obj: object, msg: string): void };
  maxMediaBytes?: number;
  emit: (insid: string, message: IncomingMessage) => void;
  /** Polls: a received poll's secret is kept before it is handed on; a vote is read and handed on. */
  polls?: {
    keep(insid: string, raw: WAMessage): Promise<void>;
    voteOf(insid: string, socket: BaileysSocket, raw: WAMessage): Promise<PollVote | null>;
    emit(vote: PollVote): void;
  };
}

/**
 * Turns what a token's socket receives into incoming messages, in the order they came: a message
 * whose file is still downloading holds back the ones after it. A file that cannot be fetched
 * does not lose the message: it arrives without the file, with the reason (`mediaError`).
 */
export class IncomingQueue {
  private readonly sequence = new KeyedSequence();

  constructor(private readonly options: IncomingQueueOptions) {}

  push(insid: string, socket: BaileysSocket, messages: WAMessage[]): void {
    for (const raw of messages) {
      this.sequence
        .run(insid, () => this.receive(insid, socket, raw))
        .catch((err) => this.options.logger.warn({ err, insid }, 'a received message could not be read'));
    }
  }

  /** Resolves once everything received so far was handed on. */
  drained(): Promise<void> {
    return this.sequence.idle();
  }

  private async receive(insid: string, socket: BaileysSocket, raw: WAMessage) {
    const { store, fetchOptions, logger, maxMediaBytes, polls } = this.options;
    const withPhones = await withSenderPhones(socket, raw);
    const vote = polls && (await polls.voteOf(insid, socket, withPhones));
    if (vote) return polls.emit(vote);
    const message = toIncoming(insid, withPhones);
    if (!message) return;
    // Without its secret a poll's votes cannot be read; the poll itself still arrives.
    if (message.type === 'poll')
      await polls?.keep(insid, raw).catch((err) => logger.warn({ err, insid }, 'a poll secret was not kept'));
    try {
      const file = await downloadIncomingFile(raw, {
        socket,
        store,
        ...(fetchOptions && { fetchOptions }),
        ...(maxMediaBytes && { maxBytes: maxMediaBytes }),
      });
      this.options.emit(insid, file ? { ...message, file } : message);
    } catch (err) {
      logger.warn({ err, insid, messageId: message.id }, 'received media could not be downloaded');
      this.options.emit(insid, { ...message, mediaError: mediaErrorOf(err) });
    }
  }
}
