import { createHash, randomBytes } from 'node:crypto';
import { aesEncryptGCM, hmacSign, proto } from '@whiskeysockets/baileys';
import type { Network } from './network';
import { userJid } from './wa-ids';

/** A poll some phone created: who, and the secret and options its votes are encrypted with. */
export interface FakePoll {
  creator: string;
  secret: Buffer;
  options: string[];
}

/** Remembers the poll a message creates (any version of the creation message), as voting phones need it. */
export function rememberPoll(net: Network, creator: string, id: string, message: proto.IMessage): void {
  const poll = message.pollCreationMessage ?? message.pollCreationMessageV2 ?? message.pollCreationMessageV3;
  const secret = message.messageContextInfo?.messageSecret;
  if (!poll || !secret) return;
  const options = (poll.options ?? []).map((o) => o.optionName ?? '');
  net.polls.set(id, { creator, secret: Buffer.from(secret), options });
}

/**
 * A vote as WhatsApp encrypts it (the inverse of Baileys' decryptPollVote): the chosen options'
 * SHA-256 in a PollVoteMessage, AES-GCM under a key derived from the poll's secret, its id and the
 * creator's and voter's jids.
 */
export function encryptedVote(poll: FakePoll, pollId: string, voter: string, chosen: string[]) {
  const voterJid = userJid(voter);
  const sign = Buffer.concat([
    Buffer.from(pollId),
    Buffer.from(userJid(poll.creator)),
    Buffer.from(voterJid),
    Buffer.from('Poll Vote'),
    new Uint8Array([1]),
  ]);
  const key = hmacSign(sign, hmacSign(poll.secret, new Uint8Array(32), 'sha256'), 'sha256');
  const selectedOptions = chosen.map((option) => createHash('sha256').update(option).digest());
  const plain = proto.Message.PollVoteMessage.encode({ selectedOptions }).finish();
  const encIv = randomBytes(12);
  const encPayload = aesEncryptGCM(plain, key, encIv, Buffer.from(`${pollId}\u0000${voterJid}`));
  return { encPayload, encIv };
}

/** The poll a phone sends, as WhatsApp's apps build it: one selectable option, or any number (0). */
export function pollCreation(name: string, options: string[], multipleAnswers: boolean): proto.IMessage {
  return {
    pollCreationMessage: {
      name,
      options: options.map((optionName) => ({ optionName })),
      selectableOptionsCount: multipleAnswers ? 0 : 1,
    },
    messageContextInfo: { messageSecret: randomBytes(32) },
  };
}
