import type { Db } from '../db/client';
import type { MessagingEngine } from '../engines/engine';
import {
  chatsDue,
  chatsOwing,
  dropOtherPhonesReceipts,
  giveUpOldReceipts,
  RECEIPT_MAX_AGE_DAYS,
} from '../modules/messages/pending-receipts.queries';
import { sendOwedReceipts } from '../modules/messages/pending-receipts.service';
import type { SessionOwnership } from './session-host/session-host';
import { StepLoop } from './step-loop';

type Log = {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

/** How often owed receipts that are due are looked for. */
const POLL_MS = 1_000;
/** Chats handled per step. */
const PER_STEP = 100;

/**
 * Sends the read receipts that marking a chat read could not send at once (no phone linked, the
 * phone offline, a crash between the commit and the send). They are kept in the database
 * (pending_read_receipts), so a restart loses none: a token's owed receipts go as soon as its
 * phone connects in this process, and any that are due go on the next poll, each chat's together
 * and in order; a failed try waits longer each time. Receipts owed for a week are given up with a
 * warning. A receipt goes only from the phone that received the message: when the token connects
 * with another phone (relinked), the receipts the earlier one owed are dropped, with a log line.
 * Besides connections, it works for the tokens this process hosts (all without `ownership`).
 */
export class ReadReceiptSender {
  private readonly loop: StepLoop;
  /** Tokens whose phone connected since the last step, with that phone: what it owes goes now. */
  private readonly connected = new Map<string, string>();
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly engine: MessagingEngine,
    private readonly log: Log,
    private readonly ownership?: SessionOwnership,
    intervalMs = POLL_MS,
  ) {
    this.loop = new StepLoop(
      () => this.step(),
      intervalMs,
      (err) => this.log.error({ err }, 'read receipts step failed'),
    );
  }

  start(): void {
    this.unsubscribe = this.engine.on('connected', ({ insid, wid }) => {
      this.connected.set(insid, wid);
      this.loop.kick();
    });
    this.loop.start();
    this.loop.kick();
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    await this.loop.stop();
  }

  private async step(): Promise<void> {
    for (const { insid, chatId, count } of await giveUpOldReceipts(this.db)) {
      this.log.warn(
        { insid, chatId, count },
        `read receipts given up: not sent within ${RECEIPT_MAX_AGE_DAYS} days of marking the messages read`,
      );
    }
    const connected = [...this.connected];
    this.connected.clear();
    for (const [insid, phone] of connected) {
      for (const { chatId, count } of await dropOtherPhonesReceipts(this.db, insid, phone)) {
        this.log.info(
          { insid, chatId, count },
          'read receipts dropped: the messages came in on another phone than the one now linked',
        );
      }
      for (const chatId of await chatsOwing(this.db, insid)) await this.send(insid, chatId);
    }
    for (const { insid, chatId } of await chatsDue(this.db, PER_STEP, this.ownership?.owned()))
      await this.send(insid, chatId);
  }

  private async send(insid: string, chatId: string): Promise<void> {
    const { error } = await sendOwedReceipts(this.db, this.engine, insid, chatId);
    if (error) this.log.warn({ err: error, insid, chatId }, 'read receipts not sent yet; tried again later');
  }
}
