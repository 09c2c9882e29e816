import { Boom } from '@hapi/boom';
import {
  type AnyMessageContent,
  type BaileysEventMap,
  type ChatModification,
  getContentType,
  type MiscMessageGenerationOptions,
  normalizeMessageContent,
  type ParticipantAction,
  type UserFacingSocketConfig,
  type WAMediaUpload,
  type WAMessage,
  type WAMessageKey,
  type WAPresence,
} from '@whiskeysockets/baileys';
import { rejectCall } from './calls';
import { chatModify } from './chats';
import { ownPhone, pictureUrlOf, setBlock, statusesOf } from './contacts';
import {
  acceptInvite,
  inviteCode,
  leaveGroup,
  setPicture,
  settingUpdate,
  updateDescription,
  updateSubject,
} from './group-admin';
import { createGroup, metadataOf, participatingGroups, readGroup, updateParticipants } from './groups';
import type { Device, Network } from './network';
import { createNewsletter, newsletterMetadata } from './newsletters';
import { presenceSubscribe, sendPresenceUpdate } from './presence';
import { readMessages } from './read-receipts';
import { relayMessage } from './relay';
import { relayStatus, STATUS_JID } from './statuses';
import { numberOf, userJid } from './wa-ids';

/**
 * The Baileys socket methods the engine calls beyond connecting (FakeSocket), each played on the
 * fake network by the device the socket is open as.
 */
export abstract class SocketOperations {
  protected abstract readonly net: Network;
  abstract readonly config: UserFacingSocketConfig;
  protected abstract openDevice(): Device;
  abstract deliver<K extends keyof BaileysEventMap>(event: K, data: BaileysEventMap[K]): void;

  /** What the engine asked this socket to send, in order (to check quotes and reactions). */
  readonly sent: Array<{ jid: string; content: AnyMessageContent; options?: MiscMessageGenerationOptions }> =
    [];

  sendMessage = async (jid: string, content: AnyMessageContent, options?: MiscMessageGenerationOptions) => {
    this.sent.push({ jid, content, ...(options && { options }) });
    if (jid === STATUS_JID) return relayStatus(this.net, this.openDevice(), content, options);
    const sent = relayMessage(this.net, this.openDevice(), jid, content, options);
    if (this.config.emitOwnEvents !== false) {
      process.nextTick(() => this.deliver('messages.upsert', { messages: [sent], type: 'append' }));
    }
    return sent;
  };

  /** Read receipts of messages this device's phone received: their writers' phones see them read. */
  readMessages = async (keys: WAMessageKey[]) => readMessages(this.net, this.openDevice(), keys);

  /** Like Baileys: only the numbers on WhatsApp come back; unknown ones are left out. */
  onWhatsApp = async (...numbers: string[]) => {
    this.openDevice();
    const known = numbers.flatMap((n) => numberOf(n) ?? []).filter((n) => this.net.phones.has(n));
    return known.map((n) => ({ jid: userJid(n), exists: true }));
  };

  /** The LID -> phone number pairs Baileys learns; the fake network knows every phone's LID. */
  readonly signalRepository = {
    lidMapping: {
      getPNForLID: async (lid: string) => {
        const user = lid.split('@')[0]?.split(':')[0];
        const phone = [...this.net.phones.values()].find((p) => p.lid === user);
        if (user && this.net.hiddenLids.has(user)) return null;
        return phone ? userJid(phone.number) : null;
      },
    },
  };

  /** Baileys' media retry: the sender's phone uploads an expired file again; the message gets its new address. */
  updateMediaMessage = async (message: WAMessage): Promise<WAMessage> => {
    this.openDevice();
    const content = normalizeMessageContent(message.message);
    const type = content && getContentType(content);
    const media = type && (content[type] as { url?: string } | undefined);
    if (!media?.url) throw new Boom('not a media message', { statusCode: 400 });
    // As Baileys' answer when the phone reports it no longer has the file.
    const fresh = await this.net.cdn.reupload(media.url).catch(() => {
      throw new Boom('Media re-upload failed by device (NOT_FOUND)', { statusCode: 404 });
    });
    Object.assign(media, fresh);
    return message;
  };

  groupCreate = async (subject: string, participants: string[]) =>
    createGroup(this.net, this.openDevice(), subject, participants);

  groupMetadata = async (jid: string) =>
    metadataOf(readGroup(this.net, this.openDevice().phone, jid), this.net);

  /** Like Baileys, also emits `groups.update` with every group. */
  groupFetchAllParticipating = async () => {
    const groups = participatingGroups(this.net, this.openDevice().phone);
    this.deliver('groups.update', Object.values(groups));
    return groups;
  };

  groupParticipantsUpdate = async (jid: string, participants: string[], action: ParticipantAction) =>
    updateParticipants(this.net, this.openDevice(), jid, participants, action);

  groupUpdateSubject = async (jid: string, subject: string) =>
    updateSubject(this.net, this.openDevice().phone, jid, subject);

  groupUpdateDescription = async (jid: string, description?: string) =>
    updateDescription(this.net, this.openDevice().phone, jid, description);

  groupSettingUpdate = async (
    jid: string,
    setting: 'announcement' | 'not_announcement' | 'locked' | 'unlocked',
  ) => settingUpdate(this.net, this.openDevice().phone, jid, setting);

  groupInviteCode = async (jid: string) => inviteCode(this.net, this.openDevice().phone, jid, false);

  groupRevokeInvite = async (jid: string) => inviteCode(this.net, this.openDevice().phone, jid, true);

  groupAcceptInvite = async (code: string) => acceptInvite(this.net, this.openDevice().phone, code);

  groupLeave = async (jid: string) => leaveGroup(this.net, this.openDevice().phone, jid);

  /** A group's picture (admins), or the phone's own (only Buffers): WhatsApp then serves it from its CDN. */
  updateProfilePicture = async (jid: string, content: WAMediaUpload) => {
    if (!Buffer.isBuffer(content)) throw new Error('fake-whatsapp: updateProfilePicture takes a Buffer');
    const device = this.openDevice();
    if (jid.endsWith('@g.us')) setPicture(this.net, device.phone, jid, content);
    else ownPhone(device, jid).picture = `https://pps.whatsapp.net/fake/${device.phone.number}.jpg`;
  };

  /** App state changes of a chat (archive, pin, mute, delete): see chats.ts. */
  chatModify = async (mod: ChatModification, jid: string) =>
    chatModify(this.net, this.openDevice(), mod, jid);

  newsletterCreate = async (name: string, description?: string) =>
    createNewsletter(this.net, this.openDevice().phone, name, description);

  /** The about text of each number, as Baileys' USync status query answers. */
  updateProfileName = async (name: string) => {
    const device = this.openDevice();
    device.phone.name = name;
    for (const d of device.phone.devices.values()) d.me.name = name;
    this.deliver('creds.update', { me: { ...device.me, name } });
  };

  updateProfileStatus = async (status: string) => {
    this.openDevice().phone.about = status;
  };

  removeProfilePicture = async (jid: string) => {
    if (jid.endsWith('@g.us')) setPicture(this.net, this.openDevice().phone, jid, null);
    else ownPhone(this.openDevice(), jid).picture = undefined;
  };

  newsletterMetadata = async (type: 'invite' | 'jid', key: string) =>
    newsletterMetadata(this.net, this.openDevice().phone, type, key);

  sendPresenceUpdate = async (type: WAPresence, toJid?: string) =>
    sendPresenceUpdate(this.net, this.openDevice(), type, toJid);

  presenceSubscribe = async (toJid: string) => presenceSubscribe(this.net, this.openDevice(), toJid);

  rejectCall = async (callId: string, callFrom: string) =>
    rejectCall(this.net, this.openDevice(), callId, callFrom);

  fetchStatus = async (...jids: string[]) => {
    this.openDevice();
    return statusesOf(this.net, jids);
  };

  profilePictureUrl = async (jid: string, _type?: 'preview' | 'image') => {
    this.openDevice();
    return pictureUrlOf(this.net, jid);
  };

  updateBlockStatus = async (jid: string, action: 'block' | 'unblock') =>
    setBlock(this.net, this.openDevice().phone, jid, action);
}
