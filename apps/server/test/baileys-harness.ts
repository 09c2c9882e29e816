import { BaileysEngine } from '../src/engines/baileys/baileys-engine';
import type { BaileysEngineOptions } from '../src/engines/baileys/baileys-engine-options';
import { pollContentOf, pollCreationOf } from '../src/engines/baileys/baileys-polls';
import { jidOf, waMessageIdOf } from '../src/engines/baileys/jids';
import type { PollContent } from '../src/engines/engine-events';
import { contractAccount } from './contract-tokens';
import { fakeEngineOptions } from './fake-engine-options';
import { createFakeWhatsApp } from './fake-whatsapp';
import type { CallStep } from './fake-whatsapp/calls';
import { editMessage, revokeMessage } from './fake-whatsapp/protocol-messages';
import { createTestContext } from './harness';

let n = 0;
const phoneNumber = () => `9171000${String(++n).padStart(5, '0')}`;

/** Resolves once `engine` reports `phone` connected, after `act` (a scan, a typed code) ran. */
function connectedAfter(engine: BaileysEngine, phone: string, act: () => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const off = engine.on('connected', (e) => {
      if (e.wid !== phone) return;
      off();
      resolve();
    });
    act().catch(reject);
  });
}

export { fakeWebVersion } from './fake-engine-options';

/** The Baileys engine on a fake WhatsApp network, with the contract harness's phone helpers. */
export async function baileysHarness(options: Partial<BaileysEngineOptions> = {}) {
  const ctx = await createTestContext();
  const wa = createFakeWhatsApp();
  /** What an engine of this harness is made with (a restarted one too). */
  const engineOptions = fakeEngineOptions(
    wa,
    { mediaDir: ctx.config.mediaDir, holding: ctx.runtime.holding },
    { backoffMs: () => 5, ...options },
  );
  const engine = new BaileysEngine(ctx.db, engineOptions);
  const { newToken } = await contractAccount(ctx);
  const registered = '919812345678';
  wa.registerPhone(registered);
  /** The phone scans the QR; resolves once the engine reports the device connected. */
  const link = (qr: string, phone: string) => connectedAfter(engine, phone, () => wa.scan(qr, phone));
  return {
    ctx,
    wa,
    engine,
    engineOptions,
    newToken,
    link,
    /** A new token whose QR a new phone scanned: its id. */
    linkedToken: async () => {
      const insid = await newToken();
      const started = await engine.startSession(insid);
      if (started.state !== 'qr') throw new Error('expected a QR');
      await link(started.qr, phoneNumber());
      return insid;
    },
    /** The phone the code was asked for types it; resolves once the engine reports it connected. */
    enterPairingCode: (code: string, phone: string) =>
      connectedAfter(engine, phone, () => wa.enterPairingCode(code)),
    registered,
    receivedBy: async (phone: string, messageId: string) => wa.received(phone, waMessageIdOf(messageId)),
    phoneWrites: async (from: string, toPhone: string, body: string) => wa.phoneSends(from, toPhone, body),
    phoneChanges: async (from: string, toPhone: string, id: string, body: string | null) => {
      const key = { remoteJid: `${toPhone}@s.whatsapp.net`, fromMe: true, id };
      wa.phoneSends(from, toPhone, body === null ? revokeMessage(key) : editMessage(key, body));
    },
    seenRead: async (from: string, id: string) => wa.readersOf(from, id).length > 0,
    phoneVotes: async (phone: string, messageId: string, options: string[]) =>
      wa.phoneVotes(phone, waMessageIdOf(messageId), options),
    phoneSendsPoll: async (from: string, toPhone: string, poll: PollContent) =>
      void wa.phoneSendsPoll(from, toPhone, poll),
    phoneSendsSticker: async (from: string, toPhone: string, webp: Buffer) =>
      void (await wa.phoneSendsMedia(from, toPhone, {
        kind: 'sticker',
        bytes: webp,
        mimetype: 'image/webp',
      })),
    receivedContent: async (phone: string, messageId: string) => {
      const content = wa.receivedContent(phone, waMessageIdOf(messageId));
      if (content?.stickerMessage) return 'sticker' as const;
      const poll = pollCreationOf(content);
      return poll ? pollContentOf(poll) : null;
    },
    phoneChangesSubject: async (phone: string, groupId: string, subject: string) =>
      wa.phoneChangesSubject(phone, groupId, subject),
    groupHasPicture: async (groupId: string) => wa.groupPicture(groupId) !== undefined,
    presenceSeen: async (viewer: string, contact: string) => {
      const shown = wa.presenceShown(viewer, contact);
      return shown === 'composing' ? 'typing' : shown === 'recording' ? 'recording' : null;
    },
    phonePresence: async (
      from: string,
      state: 'typing' | 'paused' | 'available' | 'unavailable',
      to?: string,
    ) => wa.phonePresence(from, state === 'typing' ? 'composing' : state, to),
    phoneCalls: async (from: string, toPhone: string, video: boolean) => wa.phoneCalls(from, toPhone, video),
    callRejected: async (_from: string, callId: string) => wa.callRejected(callId),
    callStep: async (_from: string, _toPhone: string, callId: string, step: CallStep) =>
      wa.callStep(callId, step),
    statusOn: async (statusId: string) => {
      const status = wa.status(waMessageIdOf(statusId));
      if (!status) return null;
      const { message } = status;
      const body =
        message.extendedTextMessage?.text ?? message.conversation ?? message.imageMessage?.caption ?? '';
      return { recipients: status.recipients, body, revoked: status.revoked };
    },
    phoneViewsStatus: async (viewer: string, statusId: string) =>
      wa.viewStatus(viewer, waMessageIdOf(statusId)),
    phonePostsStatus: async (from: string, toPhone: string, body: string) =>
      wa.phonePostsStatus(from, [toPhone], body),
    phoneDeletesStatus: async (from: string, posted: string) => wa.phoneRevokesStatus(from, posted),
    profileOn: async (phone: string) => {
      const { name, about, picture } = wa.profile(phone);
      return { name, about, picture: picture !== undefined };
    },
    chatState: async (phone: string, chatId: string) => {
      const state = wa.chatState(phone, jidOf(chatId));
      return {
        archived: state.archived,
        pinned: state.pinned,
        muted: state.muteEnd !== null,
        mutedUntil: state.muteEnd === null || state.muteEnd < 0 ? null : new Date(state.muteEnd),
        deleted: state.deleted,
      };
    },
    phoneWritesItself: async (phone: string, toPhone: string, body: string) => {
      wa.registerPhone(toPhone);
      wa.phoneWritesItself(phone, toPhone, body);
    },
    unregistered: '919812345000',
    phone: phoneNumber,
    profilePhone: async () => {
      const number = phoneNumber();
      const about = `Busy building, ${number.slice(-4)}`;
      wa.setProfile(number, { about, picture: `https://pps.whatsapp.net/v/t61.24694-24/${number}.jpg` });
      return { number, about };
    },
    plainPhone: async () => {
      const number = phoneNumber();
      wa.registerPhone(number);
      return number;
    },
    /** The fake network's push names (fake-whatsapp/network.ts). */
    pushNameOf: (number: string) => `User ${number.slice(-4)}`,
    close: async () => {
      await engine.close();
      await wa.close();
      await ctx.close();
    },
  };
}
