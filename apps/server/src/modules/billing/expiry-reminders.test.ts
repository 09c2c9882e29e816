import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { createMailer } from '../mail/mail.service';
import { dueThresholds, sendExpiryReminders } from './expiry-reminders';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const THRESHOLDS = [7, 1];

async function tokenEnding(n: number, inDays: number, paid: boolean) {
  const { insid } = await trialToken(ctx, `remind${n}`);
  await setEnd(insid, inDays, paid);
  return { insid, email: `user${`remind${n}`}@example.com` };
}

async function setEnd(insid: string, inDays: number, paid: boolean) {
  await ctx.db.execute(sql`
    update instances set valid_till = ${new Date(Date.now() + inDays * DAY)},
      status = ${paid ? 'Active' : ''}, trial = ${!paid}
    where id = ${insid}`);
}

const run = () =>
  sendExpiryReminders(ctx.db, createMailer(ctx.db, ctx.jobs), THRESHOLDS, 'http://chatgate.test');

const mailsTo = (email: string) => ctx.mailbox.received.filter((m) => m.to.includes(email));

describe('expiry reminders', () => {
  it('mails a paid token 7 days and 1 day before its end, each once', async () => {
    const { insid, email } = await tokenEnding(1, 6.5, true);
    await run();
    const first = await ctx.mailbox.waitFor(email);
    expect(first.subject).toMatch(/^Your Chatgate token "Trial" expires on \d{2}-[A-Z][a-z]{2}-\d{4}$/);
    expect(first.text).toContain(`http://chatgate.test/dashboard/subscribe?insid=${insid}`);
    expect(first.text).toContain('within 7 days');
    await run();
    await setEnd(insid, 0.5, true);
    await run();
    await run();
    await expect.poll(() => mailsTo(email).length).toBe(2);
    expect(mailsTo(email)[1]?.text).toContain('in about a day');
    // A new validity end (after a payment) gets its own reminders.
    await setEnd(insid, 6, true);
    await run();
    await expect.poll(() => mailsTo(email).length).toBe(3);
  });

  it('sends only the nearest reminder when several are due, and none of 7 days to a trial', async () => {
    const late = await tokenEnding(2, 0.5, true);
    const trial = await tokenEnding(3, 6.9, false);
    await run();
    await run();
    await expect.poll(() => mailsTo(late.email).length).toBe(1);
    expect(mailsTo(late.email)[0]?.text).toContain('in about a day');
    expect(mailsTo(trial.email)).toHaveLength(0);
    await setEnd(trial.insid, 0.9, false);
    await run();
    await expect.poll(() => mailsTo(trial.email).length).toBe(1);
    expect(mailsTo(trial.email)[0]?.text).toContain('free trial');
  });

  it('works out the thresholds due from the time left', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const at = (days: number, trial = false) => ({ trial, validTill: new Date(now.getTime() + days * DAY) });
    expect(dueThresholds(at(8), THRESHOLDS, now)).toEqual([]);
    expect(dueThresholds(at(7), [1, 7], now)).toEqual([7]);
    expect(dueThresholds(at(0.9), [1, 7], now)).toEqual([1, 7]);
    expect(dueThresholds(at(0.9, true), [1, 7], now)).toEqual([1]);
  });
});
