import { sql } from 'drizzle-orm';
import { describeMessage } from '../src/engines/describe-message';
import type { PollContent } from '../src/engines/engine-events';
import { pollContentOf } from '../src/engines/poll-content';
import { sandboxAbout, sandboxPushName } from '../src/engines/simulator/sandbox-profiles';
import { createSandboxStatuses } from '../src/engines/simulator/sandbox-statuses';
import { SimulatorEngine } from '../src/engines/simulator/simulator-engine';
import type { SimulatorOptions } from '../src/engines/simulator/simulator-options';
import type { PhonePresence } from '../src/engines/simulator/simulator-presence';
import { createSandbox } from '../src/engines/simulator/simulator-sandbox';
import { createMediaStore } from '../src/modules/media/media-store';
import { contractAccount } from './contract-tokens';
import type { CallStep } from './fake-whatsapp/calls';
import { createTestContext } from './harness';

let n = 0;
const phoneNumber = () => `9170000${String(++n).padStart(5, '0')}`;
/** The next phone number whose last digit is odd (1) or even (0). */
function phoneOfParity(parity: 0 | 1): string {
  let number = phoneNumber();
  while (Number(number.at(-1)) % 2 !== parity) number = phoneNumber();
  return number;
}

/** The simulator on a test database, with its sandbox and an account to make tokens of. */
export async function simulatorHarness(options: Partial<SimulatorOptions> = {}) {
  const ctx = await createTestContext();
  const engine = new SimulatorEngine(ctx.db, {
    qrRotateMs: 20_000,
    qrLifetimeMs: 60_000,
    deliveryDelayMs: 0,
    readDelayMs: 5,
    ...options,
  });
  const sandbox = createSandbox(engine);
  const statuses = createSandboxStatuses(engine);
  const { userId, newToken } = await contractAccount(ctx);
  return {
    ctx,
    engine,
    sandbox,
    statuses,
    userId,
    newToken,
    link: async (qr: string, phone: string) => {
      await sandbox.scan(qr, phone, userId);
    },
    enterPairingCode: async (code: string, phone: string) => {
      await sandbox.enterPairingCode(code, phone, userId);
    },
    registered: '919812345678',
    receivedBy: async (phone: string, messageId: string) => {
      const rows = await ctx.db.execute(
        sql`select count(*)::int as n from sim_messages
          where phone = ${phone} and (id = ${messageId} or source_id = ${messageId})`,
      );
      return (rows.rows[0] as { n: number }).n;
    },
    phoneWrites: (from: string, toPhone: string, body: string) =>
      sandbox.reply(from, userId, { to: toPhone, body: body }),
    phoneChanges: async (from: string, _toPhone: string, id: string, body: string | null) => {
      await (body === null ? sandbox.revoke(from, userId, id) : sandbox.edit(from, userId, id, body));
    },
    phoneVotes: (phone: string, messageId: string, options: string[]) =>
      sandbox.vote(phone, userId, messageId, options),
    phoneSendsPoll: async (from: string, toPhone: string, poll: PollContent) => {
      const content = { kind: 'poll' as const, ...poll };
      await sandbox.reply(from, userId, {
        to: toPhone,
        body: describeMessage({ id: '', to: toPhone, ...content }),
        content,
      });
    },
    phoneSendsSticker: async (from: string, toPhone: string, webp: Buffer) => {
      const media = await createMediaStore(ctx.config.mediaDir).save(webp);
      const content = { kind: 'sticker' as const, media, mimeType: 'image/webp', size: webp.length };
      await sandbox.reply(from, userId, { to: toPhone, body: '[sticker]', content });
    },
    receivedContent: async (phone: string, messageId: string) => {
      const rows = await ctx.db.execute<{ content: Record<string, unknown> | null }>(
        sql`select content from sim_messages
          where phone = ${phone} and direction = 'in' and (id = ${messageId} or source_id = ${messageId})`,
      );
      const content = rows.rows[0]?.content;
      if (content?.kind === 'sticker') return 'sticker' as const;
      return pollContentOf(content);
    },
    seenRead: async (from: string, id: string) => {
      const rows = await ctx.db.execute(
        sql`select status from sim_messages where phone = ${from} and id = ${id} and direction = 'out'`,
      );
      return (rows.rows[0] as { status: string } | undefined)?.status === 'read';
    },
    phoneChangesSubject: (phone: string, groupId: string, subject: string) =>
      sandbox.groupSubject(phone, userId, groupId, subject),
    groupHasPicture: async (groupId: string) => {
      const rows = await ctx.db.execute(sql`select picture_sha256 from sim_groups where id = ${groupId}`);
      return Boolean((rows.rows[0] as { picture_sha256: string | null } | undefined)?.picture_sha256);
    },
    presenceSeen: async (viewer: string, contact: string) => {
      const shown = await engine.presence.shown({ accountId: userId, phone: viewer });
      return shown.find((p) => p.chatId === contact)?.state ?? null;
    },
    phonePresence: (from: string, state: PhonePresence, to?: string) =>
      engine.presence.byPhone({ accountId: userId, phone: from }, state, to),
    phoneCalls: async (from: string, toPhone: string, video: boolean) =>
      (await engine.presence.calls.call({ accountId: userId, phone: from }, toPhone, video)).id,
    callRejected: async (from: string, callId: string) =>
      (await engine.presence.calls.callState({ accountId: userId, phone: from }, callId)).state ===
      'declined',
    callStep: async (from: string, toPhone: string, callId: string, step: CallStep) => {
      const calls = engine.presence.calls;
      const caller = { accountId: userId, phone: from };
      const callee = { accountId: userId, phone: toPhone };
      if (step === 'answer') await calls.accept(callee, callId);
      if (step === 'decline') await calls.decline(callee, callId);
      if (step === 'caller-hangs-up') await calls.hangUp(caller, callId);
      if (step === 'callee-hangs-up') await calls.hangUp(callee, callId);
      if (step !== 'ring-out') return;
      // Its 30 seconds passed: the next look at it finds it missed.
      await ctx.db.execute(
        sql`update sim_calls set created_at = now() - interval '31 seconds' where id = ${callId}`,
      );
      await calls.callState(caller, callId);
    },
    statusOn: async (statusId: string) => {
      const rows = await ctx.db.execute<{
        recipients: string[];
        content: { body?: string };
        revoked: boolean;
      }>(
        sql`select recipients, content, revoked_at is not null as revoked from sim_statuses where id = ${statusId}`,
      );
      const row = rows.rows[0];
      return row ? { recipients: row.recipients, body: row.content.body ?? '', revoked: row.revoked } : null;
    },
    phoneViewsStatus: async (viewer: string, statusId: string) => {
      if (!(await statuses.view(viewer, userId, statusId))) throw new Error('no such status for the phone');
    },
    phonePostsStatus: (from: string, _toPhone: string, body: string) => statuses.post(from, userId, body),
    phoneDeletesStatus: async (from: string, posted: string) => {
      if (!(await statuses.revoke(from, userId, posted))) throw new Error('the phone posted no such status');
    },
    profileOn: async (phone: string) => {
      const profile = await statuses.profile(userId, phone);
      return { name: profile.name, about: profile.about, picture: profile.pictureUrl !== null };
    },
    chatState: async (phone: string, chatId: string) => {
      const row = await engine.chats.settings({ accountId: userId, phone }, chatId);
      return {
        archived: row?.archived ?? false,
        pinned: row?.pinned ?? false,
        muted: row?.muted ?? false,
        mutedUntil: row?.mutedUntil ?? null,
        deleted: Boolean(row?.clearedAt),
      };
    },
    phoneWritesItself: async (phone: string, toPhone: string, body: string) => {
      await sandbox.open(toPhone, userId);
      await sandbox.reply(phone, userId, { to: toPhone, body });
    },
    unregistered: '919812345000',
    phone: phoneNumber,
    // The sandbox's rule: an odd last digit has an about text and a picture, an even one neither.
    profilePhone: async () => {
      const number = phoneOfParity(1);
      await sandbox.open(number, userId);
      return { number, about: sandboxAbout(number) ?? '' };
    },
    plainPhone: async () => {
      const number = phoneOfParity(0);
      await sandbox.open(number, userId);
      return number;
    },
    pushNameOf: sandboxPushName,
    close: async () => {
      await engine.close();
      await ctx.close();
    },
  };
}

export type SimulatorHarness = Awaited<ReturnType<typeof simulatorHarness>>;

/** A new token whose QR the phone scanned. */
export async function linkedSimToken(h: SimulatorHarness, phone: string) {
  const insid = await h.newToken();
  const started = await h.engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  await h.sandbox.scan(started.qr, phone, h.userId);
  return insid;
}
