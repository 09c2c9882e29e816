/**
 * Polls on Baileys. A poll goes with a 32-byte message secret, and WhatsApp encrypts every vote
 * with a key derived from it, the poll's id and the creator's and voter's jids: so the secret of
 * each poll the token sends or receives is kept (wa_poll_secrets), and votes are read with
 * Baileys' `decryptPollVote`. A vote names its options by their SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  decryptPollVote,
  jidNormalizedUser,
  normalizeMessageContent,
  type proto,
  toNumber,
  type WAMessage,
} from '@whiskeysockets/baileys';
import type { Db } from '../../db/client';
import type { PollContent, PollVote } from '../engine-events';
import type { BaileysSocket } from './baileys-socket';
import { lidOf, numberOfJid, ourIdOfWaId, phoneJidOf, receivedIdOf } from './jids';
import { keepPollSecret, pollSecretOf } from './poll-secrets.queries';

const SECRET_BYTES = 32;

/** The poll creation of a message (any of WhatsApp's three versions), when it is one. */
export function pollCreationOf(content: proto.IMessage | undefined) {
  return content?.pollCreationMessage ?? content?.pollCreationMessageV2 ?? content?.pollCreationMessageV3;
}

/** The question and options of a received poll; one answer only when it says one is selectable. */
export function pollContentOf(poll: proto.Message.IPollCreationMessage): PollContent {
  return {
    name: poll.name ?? '',
    options: (poll.options ?? []).map((o) => o.optionName ?? ''),
    multipleAnswers: poll.selectableOptionsCount !== 1,
  };
}

/** The secret to send the token's poll (our id) with: made once, then the same on a retry. */
export async function secretToSend(db: Db, insid: string, messageId: string, options: string[]) {
  const kept = await keepPollSecret(db, insid, messageId, { secret: randomBytes(SECRET_BYTES), options });
  return kept.secret;
}

/** Keeps the secret of a poll the token received, so its votes can be read. */
export async function keepReceivedPoll(db: Db, insid: string, raw: WAMessage): Promise<void> {
  const content = normalizeMessageContent(raw.message);
  const poll = pollCreationOf(content);
  const secret = raw.message?.messageContextInfo?.messageSecret ?? content?.messageContextInfo?.messageSecret;
  if (!poll || !secret || !raw.key.id) return;
  const options = pollContentOf(poll).options;
  await keepPollSecret(db, insid, receivedIdOf(insid, { ...raw.key, id: raw.key.id }), {
    secret: Buffer.from(secret),
    options,
  });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every way WhatsApp may name a person in a vote's key derivation: the jid given and its alternate. */
const jidsOf = (...jids: Array<string | null | undefined>) => [
  ...new Set(jids.filter((j): j is string => !!j).map((j) => jidNormalizedUser(j))),
];

/**
 * The vote a received message carries, read with the poll's kept secret; null when it is no vote,
 * or one on a poll whose secret the token does not have (e.g. sent from the phone itself), or one
 * that does not decrypt.
 */
export async function pollVoteOf(
  db: Db,
  insid: string,
  socket: BaileysSocket,
  raw: WAMessage,
): Promise<PollVote | null> {
  const update = normalizeMessageContent(raw.message)?.pollUpdateMessage;
  const pollKey = update?.pollCreationMessageKey;
  if (!update?.vote || !pollKey?.id) return null;
  // A vote is cast in the poll's chat: the vote's own key names it as the poll's did.
  const pollId = pollKey.fromMe
    ? ourIdOfWaId(pollKey.id)
    : receivedIdOf(insid, { ...raw.key, id: pollKey.id });
  const kept = pollId && (await pollSecretOf(db, insid, pollId));
  if (!pollId || !kept) return null;
  const { key } = raw;
  // A vote from the linked phone itself is the token's own: its author is the token's jid.
  const voterJid = key.fromMe ? socket.user?.id : (key.participant ?? key.remoteJid);
  const voterAlt = key.fromMe ? socket.user?.lid : key.participant ? key.participantAlt : key.remoteJidAlt;
  const voters = jidsOf(voterJid, voterAlt);
  const creators = pollKey.fromMe
    ? jidsOf(socket.user?.id, socket.user?.lid)
    : jidsOf(pollKey.participant ?? pollKey.remoteJid);
  const hashes = decryptedVote(update.vote, pollKey.id, kept.secret, creators, voters);
  if (!hashes || !voterJid) return null;
  const chosen = new Set(hashes.map((h) => Buffer.from(h).toString('hex')));
  const voterNumber = phoneJidOf(voterJid, voterAlt);
  const voterLid = lidOf(voterJid, voterAlt);
  return {
    insid,
    pollId,
    ...(!voterNumber.endsWith('@lid') && { voter: numberOfJid(voterNumber) }),
    ...(voterLid && { voterLid }),
    selectedOptions: kept.options.filter((option) => chosen.has(sha256(option))),
    timestamp: new Date(
      update.senderTimestampMs
        ? toNumber(update.senderTimestampMs)
        : toNumber(raw.messageTimestamp ?? Date.now() / 1000) * 1000,
    ),
  };
}

/** The option hashes of the vote, trying each jid form of creator and voter; null when none decrypts it. */
function decryptedVote(
  vote: proto.Message.IPollEncValue,
  pollMsgId: string,
  pollEncKey: Buffer,
  creators: string[],
  voters: string[],
): Uint8Array[] | null {
  for (const pollCreatorJid of creators)
    for (const voterJid of voters) {
      try {
        return decryptPollVote(vote, { pollCreatorJid, pollMsgId, pollEncKey, voterJid }).selectedOptions;
      } catch {
        // Another jid form: the key derivation names both parties.
      }
    }
  return null;
}
