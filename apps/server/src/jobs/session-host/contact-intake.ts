import { isGroupId, isLidId } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { ContactUpdate, EngineEvents, IncomingMessage, PollVote } from '../../engines/engine-events';
import { blockedSender, learnContacts } from '../../modules/contacts/contacts.service';

type Log = { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };

/** How many (token, person, name) triples are remembered as stored already. */
const REMEMBERED = 10_000;

/** What a received message tells of its writer: their number and LID (a pair), their push name. */
export function contactOfMessage(message: IncomingMessage): ContactUpdate | null {
  const group = isGroupId(message.from);
  const writer = group ? message.author : message.from;
  const number = writer && /^\d+$/.test(writer) ? writer : undefined;
  const lid = message.senderLid ?? (writer && isLidId(writer) ? writer : undefined);
  if (!number && !lid) return null;
  return {
    ...(number && { number }),
    ...(lid && { lid }),
    ...(message.pushName && { pushName: message.pushName }),
  };
}

/**
 * The contacts side of the engine's events: what it learnt of people is stored (a token's updates
 * in the order reported; from its contacts events, received messages and poll votes), and a direct message from a person the token blocked is refused before
 * it is stored (no message, no webhook), with a line in the log.
 */
export function contactIntake(
  db: Db,
  log: Log,
  inOrder: (key: string, work: () => Promise<void>) => Promise<void>,
) {
  // A person writing again with the same name needs no write: most messages cost nothing here.
  const stored = new Set<string>();
  const learn = (insid: string, updates: ContactUpdate[]) =>
    inOrder(`contacts:${insid}`, () => learnContacts(db, insid, updates));
  const learnOnce = async (insid: string, update: ContactUpdate) => {
    const key = `${insid} ${update.number ?? ''} ${update.lid ?? ''} ${update.pushName ?? ''}`;
    if (stored.has(key)) return;
    await learn(insid, [update]);
    if (stored.size >= REMEMBERED) stored.clear();
    stored.add(key);
  };
  return {
    learn: ({ insid, contacts }: EngineEvents['contacts']) => learn(insid, contacts),

    /** True when the message is from a person the token blocked (a direct chat; groups still deliver). */
    async refused(insid: string, message: IncomingMessage): Promise<boolean> {
      if (isGroupId(message.from)) return false;
      // A database outage must not lose what WhatsApp hands over once: unknown is delivered (and
      // the message is held through the outage like any other).
      const blocked = await blockedSender(db, insid, message.from, message.senderLid).catch(() => false);
      if (!blocked) return false;
      log.info?.(
        { insid, from: message.from, messageId: message.id },
        'message from a blocked contact not delivered',
      );
      return true;
    },

    /** A voter named by number and LID is a pair too. */
    learnFromVote: ({ insid, voter, voterLid }: PollVote) =>
      voter && voterLid ? learnOnce(insid, { number: voter, lid: voterLid }) : Promise.resolve(),

    learnFrom(insid: string, message: IncomingMessage): Promise<void> {
      const update = contactOfMessage(message);
      return update ? learnOnce(insid, update) : Promise.resolve();
    },
  };
}
