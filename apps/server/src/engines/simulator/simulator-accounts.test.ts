import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractAccount } from '../../../test/contract-tokens';
import { simulatorHarness } from '../../../test/simulator-harness';
import { SendFailures } from '../send-failures';
import type { SimulatorEngine } from './simulator-engine';

type Harness = Awaited<ReturnType<typeof simulatorHarness>>;
type Account = { userId: string; newToken: () => Promise<string> };

/** Runs a test on a simulator with two accounts, Bob's (the harness's) and Mallory's. */
const withTwoAccounts = (test: (h: Harness, bob: Account, mallory: Account) => Promise<void>) => async () => {
  const h = await simulatorHarness();
  try {
    await test(h, { userId: h.userId, newToken: h.newToken }, await contractAccount(h.ctx));
  } finally {
    await h.close();
  }
};

/** A token of the account, linked by its QR to the account's phone of this number. */
async function linked(h: Harness, account: Account, phone: string) {
  const insid = await account.newToken();
  const started = await h.engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  await h.sandbox.scan(started.qr, phone, account.userId);
  return insid;
}

const text = (to: string, body: string) => ({ kind: 'text' as const, id: randomUUID(), to, body });

/** What the token receives from now on. */
function inboxOf(engine: SimulatorEngine, insid: string) {
  const bodies: string[] = [];
  engine.on('message', (e) => e.insid === insid && bodies.push(e.message.body));
  return bodies;
}

describe('one network of virtual phones per account', () => {
  it(
    'makes one number two phones in two accounts, each with its own account’s messages',
    withTwoAccounts(async (h, bob, mallory) => {
      const bobToken = await linked(h, bob, h.phone());
      const malloryToken = await linked(h, mallory, h.phone());
      const target = h.phone();
      await h.engine.send(bobToken, text(target, 'OTP 482913'));
      await h.engine.send(malloryToken, text(target, 'hello from Mallory'));

      const bodies = async (userId: string) =>
        (await h.sandbox.open(target, userId)).chats.flatMap((c) => c.messages.map((m) => m.body));
      expect(await bodies(bob.userId)).toEqual(['OTP 482913']);
      expect(await bodies(mallory.userId)).toEqual(['hello from Mallory']);
    }),
  );

  it(
    'lets a phone write only to its own account’s phones and groups',
    withTwoAccounts(async (h, bob, mallory) => {
      const bobPhone = h.phone();
      const bobToken = await linked(h, bob, bobPhone);
      const received = inboxOf(h.engine, bobToken);
      const target = h.phone();
      await h.engine.send(bobToken, text(target, 'OTP 482913'));

      // Mallory's phone of the same number: Bob's token's phone is not on her network.
      await expect(
        h.sandbox.reply(target, mallory.userId, { to: bobPhone, body: 'send it again' }),
      ).rejects.toThrow('noLink');
      // Bob's own phone answers his token, as before.
      await h.sandbox.reply(target, bob.userId, { to: bobPhone, body: 'thanks' });
      expect(received).toEqual(['thanks']);

      // A group of Bob's: Mallory's phone of a member's number is not a member.
      const group = await h.engine.createGroup(bobToken, 'Team', [target]);
      await expect(h.sandbox.reply(target, mallory.userId, { to: group.id, body: 'hi all' })).rejects.toThrow(
        'notGroupMember',
      );
      const malloryToken = await linked(h, mallory, target);
      const statuses: string[] = [];
      h.engine.on('status', (e) => e.insid === malloryToken && statuses.push(e.error ?? e.status));
      await h.engine.send(malloryToken, text(group.id, 'hi all'));
      expect(statuses).toEqual([SendFailures.notMember]);
      expect(await h.engine.getGroup(malloryToken, group.id)).toBeNull();
      expect(await h.engine.listGroups(malloryToken)).toEqual([]);
      expect(received).toEqual(['thanks']);
    }),
  );

  it(
    'counts a number as a virtual phone only in its account, and links only the account’s tokens',
    withTwoAccounts(async (h, bob, mallory) => {
      // Ends in 000: registered only where a virtual phone has the number.
      const bobsPhone = '919811111000';
      await h.sandbox.open(bobsPhone, bob.userId);
      expect(await h.engine.checkNumber(await bob.newToken(), bobsPhone)).toBe(true);
      const malloryToken = await mallory.newToken();
      expect(await h.engine.checkNumber(malloryToken, bobsPhone)).toBe(false);

      const started = await h.engine.startSession(malloryToken);
      if (started.state !== 'qr') throw new Error('expected a QR');
      await expect(h.sandbox.scan(started.qr, h.phone(), bob.userId)).rejects.toThrow('qrInvalid');
      const pairing = await h.engine.requestPairingCode(malloryToken, h.registered);
      await expect(h.sandbox.enterPairingCode(pairing.code, h.registered, bob.userId)).rejects.toThrow(
        'pairingCodeInvalid',
      );
      expect((await h.engine.sessionState(malloryToken)).state).toBe('qr');
    }),
  );
});
