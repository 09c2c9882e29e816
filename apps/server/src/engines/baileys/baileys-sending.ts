import { isChannelId, isGroupId, isLidId } from '@chatgate/contracts';
import type { Db } from '../../db/client';
import type { OutgoingMessage } from '../engine';
import type { EngineEventHub } from '../event-hub';
import { SendFailures } from '../send-failures';
import type { BaileysChannels } from './baileys-channels';
import { adminsOnlyRefuses } from './baileys-group-admin';
import type { BaileysGroups } from './baileys-groups';
import type { BaileysSessions } from './baileys-sessions';
import type { BaileysSocket } from './baileys-socket';
import { type StatusMessage, statusFile, statusMessageOf } from './baileys-statuses';
import { jidOf, numberOfJid } from './jids';
import { waKeysOf } from './message-store';
import { referencedIds, toBaileysMessage } from './outgoing-content';
import { prepareOutgoing } from './outgoing-prepared';

/** Which of the numbers are on WhatsApp. */
export async function registeredOn(socket: BaileysSocket, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const answers = (await socket.onWhatsApp(...numbers.map(jidOf))) ?? [];
  return new Set(answers.filter((a) => a.exists).map((a) => numberOfJid(a.jid)));
}

/**
 * Sends a token's message: checks its recipient (a registered number, a group the phone is in and
 * may send to, a channel it owns), prepares its media, and hands it to the socket. It is reported
 * sent only when WhatsApp's server acknowledges it (SocketEvents), not when the socket took it.
 */
export class BaileysSending {
  constructor(
    private readonly db: Db,
    private readonly fetchOptions: RequestInit | undefined,
    private readonly parts: {
      hub: EngineEventHub;
      sessions: BaileysSessions;
      groups: BaileysGroups;
      channels: BaileysChannels;
    },
  ) {}

  async send(insid: string, message: OutgoingMessage): Promise<void> {
    const socket = this.parts.sessions.socketOf(insid);
    const failed = (error: string) =>
      this.parts.hub.emit('status', { insid, messageId: message.id, status: 'failed', error });
    if (message.kind === 'status') return this.sendStatus(insid, socket, message);
    if (isChannelId(message.to)) {
      if (!(await this.parts.channels.owns(insid, message.to))) return failed(SendFailures.notOwner);
    } else if (isGroupId(message.to)) {
      const group = await this.parts.groups.get(socket, message.to);
      if (!group) return failed(SendFailures.notMember);
      if (adminsOnlyRefuses(group, this.parts.sessions.ownNumber(insid)))
        return failed(SendFailures.onlyAdminsSend);
    } else if (!isLidId(message.to) && !(await registeredOn(socket, [message.to])).has(message.to)) {
      return failed(SendFailures.notRegistered);
    }
    const prepared = await prepareOutgoing(this.db, insid, message, this.fetchOptions);
    if ('refused' in prepared) return failed(prepared.refused);
    const keyOf = await waKeysOf(this.db, insid, referencedIds(message), jidOf(message.to));
    const { jid, content, options } = toBaileysMessage(message, keyOf, prepared.fetched, prepared.pollSecret);
    await socket.sendMessage(jid, content, options);
  }

  /** A status to its recipients (status@broadcast); a media URL's file is fetched and checked first. */
  private async sendStatus(insid: string, socket: BaileysSocket, message: StatusMessage): Promise<void> {
    const prepared = await statusFile(message, this.fetchOptions);
    if ('refused' in prepared) {
      this.parts.hub.emit('status', {
        insid,
        messageId: message.id,
        status: 'failed',
        error: prepared.refused,
      });
      return;
    }
    const { jid, content, options } = statusMessageOf(message, prepared.fetched);
    await socket.sendMessage(jid, content, options);
  }
}
