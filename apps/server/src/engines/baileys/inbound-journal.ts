import { BufferJSON, type WAMessage } from '@whiskeysockets/baileys';
import type { OutageHolding } from '../../db/outage-holding';
import type { OutageJournal } from '../../db/outage-journal';

/** Messages handed over but not yet stored, at most: past this a burst is received unjournaled. */
const MAX_OPEN = 100_000;

type Log = { error(obj: object, msg: string): void };

/** What a received message's journal entry needs to hear once the message was stored (or given up). */
export type Done = () => void;

/** A message as kept on disk: Baileys' own JSON form, which keeps its byte fields (media keys). */
const encoded = (raw: WAMessage) => JSON.stringify(raw, BufferJSON.replacer);
const decoded = (text: string) => JSON.parse(text, BufferJSON.reviver) as WAMessage;

/** One token's messages handed over in one tick: one entry on disk, dropped when none is left. */
interface Batch {
  texts: string[];
  left: number;
  /** The entry's file once written; null when it could not be (told to the holding's listener). */
  entry: Promise<string | null>;
}

/**
 * Baileys acks a message to WhatsApp before handing it over (decision 0043), so what it hands
 * over is kept on disk at once, per token, one synced entry per token and tick (a burst costs one
 * write), and dropped once every message of the entry was stored. A process killed meanwhile
 * leaves the entry: the token's next socket takes its messages again (`replay`); a repeat is
 * harmless, as a received id is stored once. The outage journal's storage (decision 0048).
 */
export class InboundJournal {
  private readonly pending = new Map<string, Batch>();
  private open = 0;
  private refusing = false;

  constructor(
    private readonly holding: OutageHolding,
    private readonly log: Log,
    private readonly maxOpen = MAX_OPEN,
  ) {}

  /** Kept on disk from this tick on; answers, per message, what to call once it was stored. */
  keep(insid: string, messages: WAMessage[]): Done[] {
    if (this.open + messages.length > this.maxOpen) {
      if (!this.refusing)
        this.log.error(
          { insid, open: this.open },
          'inbound journal full: received messages not kept on disk',
        );
      this.refusing = true;
      return messages.map(() => () => {});
    }
    this.refusing = false;
    const batch = this.pending.get(insid) ?? this.newBatch(insid);
    return messages.map((raw) => {
      batch.texts.push(encoded(raw));
      batch.left++;
      this.open++;
      let called = false;
      return () => {
        if (called) return;
        called = true;
        this.open--;
        // Checked again once written: until then the tick may still add to the entry.
        if (--batch.left === 0)
          void batch.entry.then((entry) => (batch.left === 0 ? this.drop(insid, entry) : undefined));
      };
    });
  }

  /** What an earlier process handed over and did not store, oldest first: `take` stores it. */
  replay(insid: string, take: (messages: WAMessage[]) => Promise<void>): Promise<number> {
    return this.journalOf(insid).replay((texts) => take(texts.map(decoded)));
  }

  private async drop(insid: string, entry: string | null): Promise<void> {
    if (entry === null) return;
    await this.journalOf(insid)
      .drop(entry)
      .catch((err) =>
        this.log.error({ err, insid, entry }, 'a stored inbound journal entry was not removed'),
      );
  }

  private newBatch(insid: string): Batch {
    const texts: string[] = [];
    const entry = new Promise<string | null>((resolve) =>
      setImmediate(() => {
        this.pending.delete(insid);
        resolve(this.journalOf(insid).keep(texts));
      }),
    );
    const batch = { texts, left: 0, entry };
    this.pending.set(insid, batch);
    return batch;
  }

  private journalOf(insid: string): OutageJournal<string> {
    return this.holding.journal<string>(`received-inbound/${encodeURIComponent(insid)}`);
  }
}
