import type { WAMessage } from '@whiskeysockets/baileys';
import type { MediaStore } from '../../modules/media/media-store';
import type { IncomingMessage, PollVote } from '../engine-events';
import { KeyedSequence } from '../keyed-sequence';
import type { BaileysSocket } from './baileys-socket';
import type { InboundJournal } from './inbound-journal';
import { downloadIncomingFile, mediaErrorOf } from './incoming-media';
import { toIncoming } from './incoming-message';
import { withSenderPhones } from './lid-phones';

export interface IncomingQueueOptions {
  store: MediaStore;
  fetchOptions?: RequestInit;
  /** Baileys' (pino) logger. */
  logger: { warn(obj: object, msg: string): void };
  maxMediaBytes?: number;
  /** Hands a message on; settles once it was stored (its journal entry may then go). */
  emit: (insid: string, message: IncomingMessage) => Promise<void>;
  /** Where what was handed over is kept until stored: a killed process loses none of it. */
  journal?: InboundJournal;
  /** Polls: a received poll's secret is kept before it is handed on; a vote is read and handed on. */
  polls?: {
    keep(insid: string, raw: WAMessage): Promise<void>;
    voteOf(insid: string, socket: BaileysSocket, raw: WAMessage): Promise<PollVote | null>;
    emit(vote: PollVote): Promise<void>;
  };
}

/** A message handed on: in a box, so that awaiting its turn does not await its storing. */
type Handed = { stored: Promise<void> };

/**
 * Turns what a token's socket receives into incoming messages, in the order they came: a message
 * whose file is still downloading holds back the ones after it. A file that cannot be fetched
 * does not lose the message: it arrives without the file, with the reason (`mediaError`).
 */
export class IncomingQueue {
  private readonly sequence = new KeyedSequence();
  /** Tokens whose journal this process took again already. */
  private readonly resumed = new Set<string>();

  constructor(private readonly options: IncomingQueueOptions) {}

  push(insid: string, socket: BaileysSocket, messages: WAMessage[]): void {
    const done = this.options.journal?.keep(insid, messages);
    messages.forEach((raw, n) => {
      void this.take(insid, socket, raw).finally(() => done?.[n]?.());
    });
  }

  /**
   * Takes again, on the token's first socket in this process, what an earlier process was handed
   * and did not store (its journal), as the socket starts connecting; what the socket hands over
   * meanwhile may be stored first. A message in both is stored once.
   */
  resume(insid: string, socket: BaileysSocket): void {
    const { journal, logger } = this.options;
    if (!journal || this.resumed.has(insid)) return;
    this.resumed.add(insid);
    journal
      .replay(insid, async (messages) => {
        await Promise.all(messages.map((raw) => this.take(insid, socket, raw)));
      })
      .then(
        (taken) =>
          taken > 0 && logger.warn({ insid, taken }, 'received messages taken again from the journal'),
      )
      .catch((err) => logger.warn({ err, insid }, 'the inbound journal could not be read'));
  }

  /** Resolves once everything received so far was handed on. */
  drained(): Promise<void> {
    return this.sequence.idle();
  }

  /** Settles once the message was handed on and stored, or could not be read. */
  private async take(insid: string, socket: BaileysSocket, raw: WAMessage): Promise<void> {
    let handed: Handed | undefined;
    await this.sequence
      .run(insid, async () => {
        handed = await this.receive(insid, socket, raw);
      })
      .catch((err) => this.options.logger.warn({ err, insid }, 'a received message could not be read'));
    await handed?.stored.catch((err) =>
      this.options.logger.warn({ err, insid }, 'a received message was not stored'),
    );
  }

  /** Hands the message on in its turn; answers (not awaited, so the next one need not wait) its storing. */
  private async receive(insid: string, socket: BaileysSocket, raw: WAMessage): Promise<Handed | undefined> {
    const { store, fetchOptions, logger, maxMediaBytes, polls } = this.options;
    const withPhones = await withSenderPhones(socket, raw);
    const vote = polls && (await polls.voteOf(insid, socket, withPhones));
    if (vote) return { stored: polls.emit(vote) };
    const message = toIncoming(insid, withPhones);
    if (!message) return undefined;
    // Without its secret a poll's votes cannot be read; the poll itself still arrives.
    if (message.type === 'poll')
      await polls?.keep(insid, raw).catch((err) => logger.warn({ err, insid }, 'a poll secret was not kept'));
    const withFile = await downloadIncomingFile(raw, {
      socket,
      store,
      ...(fetchOptions && { fetchOptions }),
      ...(maxMediaBytes && { maxBytes: maxMediaBytes }),
    }).then(
      (file): IncomingMessage => (file ? { ...message, file } : message),
      (err: unknown): IncomingMessage => {
        logger.warn({ err, insid, messageId: message.id }, 'received media could not be downloaded');
        return { ...message, mediaError: mediaErrorOf(err) };
      },
    );
    return { stored: this.options.emit(insid, withFile) };
  }
}
