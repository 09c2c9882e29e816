import { createHmac, randomBytes } from 'node:crypto';
import { amountInPaise, BillingMessages, GenericMessages, NotificationMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePayment, startFakeRazorpay } from '../../../test/fake-razorpay';
import { createTestContext, type TestContext } from '../../../test/harness';
import { trialToken } from '../../../test/linked-token';
import { expireTokens } from '../../jobs/token-expiry';
import { utcDate } from './expiry-reminders';

const KEY_ID = 'rzp_test_chatgate';
const KEY_SECRET = 'test-key-secret';
const WEBHOOK_SECRET = 'test-webhook-secret';

let ctx: TestContext;
let razorpay: Awaited<ReturnType<typeof startFakeRazorpay>>;
beforeAll(async () => {
  razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  ctx = await createTestContext({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: razorpay.url,
  });
});
afterAll(async () => {
  await ctx.close();
  await razorpay.close();
});

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

async function orderedToken(n: number) {
  const { dash, insid } = await trialToken(ctx, `rzp${n}`);
  const res = await dash.post('/dash/payment/order', {
    insid,
    amount: amountInPaise('monthly'),
    currency: 'INR',
    receipt: '1234567',
    validity: 30,
  });
  expect(res.statusCode).toBe(200);
  return {
    dash,
    insid,
    order: res.json().result as { id: string; amount: number; provider: string; keyId: string },
  };
}

function payment(orderId: string, overrides: Partial<FakePayment> = {}): FakePayment {
  return {
    id: `pay_${randomBytes(7).toString('hex')}`,
    order_id: orderId,
    amount: amountInPaise('monthly'),
    status: 'captured',
    method: 'upi',
    acquirer_data: { rrn: '412345678901' },
    ...overrides,
  };
}

/** Razorpay's webhook request: the body signed with the webhook secret, an event id header. */
function webhook(event: string, entity: FakePayment, eventId = `evt_${randomBytes(6).toString('hex')}`) {
  return signedWebhook(JSON.stringify({ entity: 'event', event, payload: { payment: { entity } } }), eventId);
}

/** `body` as it is, signed with the webhook secret. */
function signedWebhook(body: string, eventId = `evt_${randomBytes(6).toString('hex')}`) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sign(WEBHOOK_SECRET, body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

async function validTill(insid: string): Promise<string | null> {
  const { rows } = await ctx.db.execute<{ valid_till: string | null }>(
    sql`select valid_till from instances where id = ${insid}`,
  );
  return rows[0]?.valid_till ?? null;
}

async function paymentStatuses(orderId: string): Promise<Record<string, string>> {
  const { rows } = await ctx.db.execute<{ id: string; status: string }>(
    sql`select id, status from payments where order_id = ${orderId}`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

const DAY_MS = 86_400_000;
const refunded = (paid: FakePayment, amountRefunded = paid.amount): FakePayment => ({
  ...paid,
  status: amountRefunded >= paid.amount ? 'refunded' : 'captured',
  amount_refunded: amountRefunded,
});

async function activations(orderId: string): Promise<number> {
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from payments where order_id = ${orderId} and activated_at is not null`,
  );
  return rows[0]?.n ?? 0;
}

describe('Razorpay', () => {
  it('creates the order at Razorpay in paise and verifies the checkout signature with the key secret', async () => {
    const { dash, insid, order } = await orderedToken(1);
    expect(order).toMatchObject({ provider: 'razorpay', keyId: KEY_ID, amount: 250_000 });
    expect(razorpay.orders.at(-1)).toMatchObject({
      id: order.id,
      amount: 250_000,
      currency: 'INR',
      receipt: '1234567',
    });

    const paid = payment(order.id);
    razorpay.addPayment(paid);
    const checkout = {
      razorpay_order_id: order.id,
      razorpay_payment_id: paid.id,
      razorpay_signature: sign(KEY_SECRET, `${order.id}|${paid.id}`),
    };
    // Signed with the wrong secret (say, the webhook's): refused.
    const wrong = await dash.post('/dash/payment/verify', {
      ...checkout,
      razorpay_signature: sign(WEBHOOK_SECRET, `${order.id}|${paid.id}`),
    });
    expect(wrong.json().message).toBe(BillingMessages.signatureInvalid);
    expect(await activations(order.id)).toBe(0);

    const verified = await dash.post('/dash/payment/verify', checkout);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().insid).toBe(insid);
    const [row] = (await dash.post('/dash/payment/history')).json().result;
    expect(row).toMatchObject({
      paymentID: paid.id,
      method: 'upi',
      transaction_id: '412345678901',
      status: 'authorized',
    });
    // The webhook for the same payment arriving after the checkout adds nothing.
    expect((await webhook('payment.captured', paid)).json().status).toBe('processed');
    expect(await activations(order.id)).toBe(1);
  });

  it("refuses a webhook whose signature does not cover the body, or is not Razorpay's lowercase hex", async () => {
    const { order } = await orderedToken(2);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: payment(order.id) } },
    });
    const right = sign(WEBHOOK_SECRET, body);
    for (const signature of [sign(WEBHOOK_SECRET, `${body} `), right.toUpperCase(), `${right}0`]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/razorpay',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: body,
      });
      expect([signature, res.statusCode]).toEqual([signature, 400]);
      expect(res.json().message).toBe(BillingMessages.webhookSignatureInvalid);
    }
    expect(await activations(order.id)).toBe(0);
  });

  it('refuses a signed body it cannot read in words, never a 500, and records nothing from it', async () => {
    const { order } = await orderedToken(12);
    const paid = payment(order.id);
    const event = (entity: object, name = 'payment.captured') =>
      JSON.stringify({ event: name, payload: { payment: { entity } } });
    const bodies = [
      'null',
      '[1]',
      '"payment.captured"',
      JSON.stringify({ event: 42 }),
      event({ ...paid, status: { a: 1 } }),
      event({ ...paid, method: [1] }),
      event({ ...paid, amount: 'x' }),
      event({ ...refunded(paid), amount: 'x', amount_refunded: 'y' }, 'refund.processed'),
    ];
    for (const body of bodies) {
      const res = await signedWebhook(body);
      expect([body, res.statusCode, res.json().message]).toEqual([
        body,
        400,
        BillingMessages.webhookBodyInvalid,
      ]);
    }
    const nul = await signedWebhook(event({ ...paid, id: 'pay_\u0000' }));
    expect([nul.statusCode, nul.json().message]).toEqual([400, GenericMessages.nulCharacter]);
    expect(await paymentStatuses(order.id)).toEqual({});
    // An event of another kind is answered and left alone.
    expect((await signedWebhook(JSON.stringify({ event: 'invoice.paid' }))).json().status).toBe('ignored');
  });

  it('activates once whatever the order, repeats and duplicates of the webhooks', async () => {
    const { insid, order } = await orderedToken(3);
    const failedAttempt = payment(order.id, { status: 'failed', error_description: 'Card declined' });
    const paid = payment(order.id);
    // Failed first, then captured, then order.paid, then the captured event delivered twice.
    expect((await webhook('payment.failed', failedAttempt)).json().status).toBe('processed');
    expect(await activations(order.id)).toBe(0);
    const captured = await webhook('payment.captured', paid, 'evt_captured_1');
    expect(captured.json().status).toBe('processed');
    const extended = await validTill(insid);
    expect((await webhook('order.paid', paid)).json().status).toBe('processed');
    expect((await webhook('payment.captured', paid, 'evt_captured_1')).json().status).toBe('duplicate');
    // A late failure report of the captured payment does not undo it.
    await webhook('payment.failed', { ...paid, status: 'failed' });
    expect(await activations(order.id)).toBe(1);
    expect(await validTill(insid)).toBe(extended);
    expect(await paymentStatuses(order.id)).toEqual({
      [failedAttempt.id]: 'failed',
      [paid.id]: 'captured',
    });
  });

  it('activates once when the checkout and the webhook race', async () => {
    const { dash, insid, order } = await orderedToken(4);
    const paid = payment(order.id);
    razorpay.addPayment(paid);
    const before = await validTill(insid);
    const checkout = {
      razorpay_order_id: order.id,
      razorpay_payment_id: paid.id,
      razorpay_signature: sign(KEY_SECRET, `${order.id}|${paid.id}`),
    };
    await Promise.all([
      dash.post('/dash/payment/verify', checkout),
      webhook('payment.captured', paid),
      dash.post('/dash/payment/verify', checkout),
      webhook('order.paid', paid),
    ]);
    expect(await activations(order.id)).toBe(1);
    const days = (Date.parse(String(await validTill(insid))) - Date.parse(String(before))) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);
  });

  it('never activates a payment whose amount is not the order’s, and ignores unknown orders', async () => {
    const { order } = await orderedToken(5);
    await webhook('payment.captured', payment(order.id, { amount: 100 }));
    expect(await activations(order.id)).toBe(0);
    expect((await webhook('payment.captured', payment('order_not_ours'))).json().status).toBe(
      'unknown-order',
    );
  });

  it('takes a refunded payment’s days back and tells the owner; partial refunds and repeats change nothing', async () => {
    const { dash, insid, order } = await orderedToken(6);
    // The trial already over: the payment is all that makes the token valid.
    await ctx.db.execute(sql`update instances set valid_till = now() - interval '1 day' where id = ${insid}`);
    const paid = payment(order.id);
    await webhook('payment.captured', paid);
    const paidTill = Date.parse(String(await validTill(insid)));
    expect(paidTill).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    expect((await webhook('refund.processed', refunded(paid, 50_000))).json().status).toBe('processed');
    expect(Date.parse(String(await validTill(insid)))).toBe(paidTill);
    expect(await paymentStatuses(order.id)).toEqual({ [paid.id]: 'captured' });

    const refund = await webhook('refund.processed', refunded(paid), 'evt_refund_6');
    expect(refund.json().status).toBe('processed');
    const refundedTill = Date.parse(String(await validTill(insid)));
    expect(refundedTill).toBe(paidTill - 30 * DAY_MS);
    expect(await paymentStatuses(order.id)).toEqual({ [paid.id]: 'refunded' });
    const [row] = (await dash.post('/dash/payment/history')).json().result;
    expect(row).toMatchObject({ paymentID: paid.id, status: 'refunded' });
    const titles = (
      await ctx.db.execute<{ title: string }>(
        sql`select n.title from notifications n join instances i on i.user_id = n.user_id where i.id = ${insid}`,
      )
    ).rows.map((r) => r.title);
    const { rows: names } = await ctx.db.execute<{ name: string }>(
      sql`select name from instances where id = ${insid}`,
    );
    expect(titles).toContain(
      NotificationMessages.paymentRefunded(String(names[0]?.name), utcDate(new Date(refundedTill))),
    );

    // The same event again, the refund reported again, a late capture report: nothing more.
    expect((await webhook('refund.processed', refunded(paid), 'evt_refund_6')).json().status).toBe(
      'duplicate',
    );
    await webhook('refund.processed', refunded(paid));
    await webhook('payment.captured', paid);
    await webhook('order.paid', paid);
    expect(Date.parse(String(await validTill(insid)))).toBe(refundedTill);
    expect(await paymentStatuses(order.id)).toEqual({ [paid.id]: 'refunded' });
    expect((await dash.get(`/dash/payment/receipt?paymentId=${paid.id}`)).statusCode).toBe(404);

    await expireTokens(ctx.db, ctx.engine, ctx.live);
    const { rows: tokens } = await ctx.db.execute<{ status: string }>(
      sql`select status from instances where id = ${insid}`,
    );
    expect(tokens[0]?.status).toBe('Expired');
  });

  it('keeps the token paid for when the refunded payment was one of two charges for one order', async () => {
    const { insid, order } = await orderedToken(7);
    const first = payment(order.id);
    const duplicate = payment(order.id);
    await webhook('payment.captured', first);
    await webhook('payment.captured', duplicate);
    const paidTill = await validTill(insid);
    expect(await activations(order.id)).toBe(1);

    // The charge that activated the order is the one refunded: the other one pays for it now.
    await webhook('refund.processed', refunded(first));
    expect(await validTill(insid)).toBe(paidTill);
    expect(await paymentStatuses(order.id)).toEqual({ [first.id]: 'refunded', [duplicate.id]: 'captured' });
    // Refunding that one as well takes the days back, once.
    await webhook('refund.processed', refunded(duplicate));
    await webhook('refund.processed', refunded(duplicate));
    expect(Date.parse(String(await validTill(insid)))).toBe(Date.parse(String(paidTill)) - 30 * DAY_MS);
  });

  it('records a refund reported before the capture, and the capture then activates nothing', async () => {
    const { insid, order } = await orderedToken(8);
    const before = await validTill(insid);
    const paid = payment(order.id);
    await webhook('refund.processed', refunded(paid));
    await webhook('payment.captured', paid);
    expect(await activations(order.id)).toBe(0);
    expect(await validTill(insid)).toBe(before);
    expect(await paymentStatuses(order.id)).toEqual({ [paid.id]: 'refunded' });
  });
});
