import { amountInPaise, BillingMessages } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, trialToken } from '../../../test/linked-token';
import { expireTokens } from '../../jobs/token-expiry';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

const account = (n: number) => trialToken(ctx, `bill${n}`);

type Dash = Awaited<ReturnType<typeof account>>['dash'];

const orderFor = (
  insid: string,
  validity: 365 | 30,
  amount = amountInPaise(validity === 365 ? 'annual' : 'monthly'),
) => ({
  insid,
  amount,
  currency: 'INR',
  receipt: String(Date.now()),
  validity,
});

async function tokenRow(insid: string) {
  const { rows } = await ctx.db.execute<{ status: string; trial: boolean; valid_till: string | null }>(
    sql`select status, trial, valid_till from instances where id = ${insid}`,
  );
  const row = rows[0];
  return {
    status: row?.status,
    trial: row?.trial,
    validTill: row?.valid_till ? new Date(row.valid_till) : null,
  };
}

async function setValidTill(insid: string, validTill: Date, status: string, trial: boolean) {
  await ctx.db.execute(
    sql`update instances set valid_till = ${validTill}, status = ${status}, trial = ${trial} where id = ${insid}`,
  );
}

/** Orders, pays in the sandbox checkout and verifies, as the Subscribe page does. */
async function payInSandbox(dash: Dash, insid: string, validity: 365 | 30) {
  const order = (await dash.post('/dash/payment/order', orderFor(insid, validity))).json().result;
  const paid = (await dash.post('/dash/payment/sandbox', { orderId: order.id, outcome: 'pay' })).json();
  expect(paid.outcome).toBe('paid');
  return { order, checkout: paid.checkout, verified: await dash.post('/dash/payment/verify', paid.checkout) };
}

const days = (from: number, to: Date | null) => ((to?.getTime() ?? 0) - from) / DAY;

describe('payment orders', () => {
  it('prices the order on the server: a tampered amount, currency or validity is refused', async () => {
    const { dash, insid } = await account(1);
    const tampered = await dash.post('/dash/payment/order', orderFor(insid, 365, 100));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(BillingMessages.amountMismatch);
    // The monthly price with the annual validity is tampering too.
    const swapped = await dash.post('/dash/payment/order', orderFor(insid, 365, amountInPaise('monthly')));
    expect(swapped.json().message).toBe(BillingMessages.amountMismatch);
    const usd = await dash.post('/dash/payment/order', { ...orderFor(insid, 30), currency: 'USD' });
    expect(usd.json().message).toBe(BillingMessages.currencyUnsupported);
    const validity = await dash.post('/dash/payment/order', { ...orderFor(insid, 30), validity: 90 });
    expect(validity.json().message).toBe(BillingMessages.validityInvalid);

    const other = await account(2);
    const foreign = await other.dash.post('/dash/payment/order', orderFor(insid, 365));
    expect(foreign.statusCode).toBe(404);

    const good = await dash.post('/dash/payment/order', orderFor(insid, 365));
    expect(good.statusCode).toBe(200);
    expect(good.json().result).toMatchObject({ amount: 2_520_000, currency: 'INR', provider: 'sandbox' });
  });
});

describe('sandbox checkout and activation', () => {
  it('activates a trial token once, extending from the end of its trial, and lists the payment', async () => {
    const { dash, insid } = await account(3);
    const before = await tokenRow(insid);
    expect(before.trial).toBe(true);
    const { checkout, verified } = await payInSandbox(dash, insid, 365);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(BillingMessages.paymentSuccess);
    const after = await tokenRow(insid);
    expect(after).toMatchObject({ status: 'Active', trial: false });
    const extendedBy = days(before.validTill?.getTime() ?? 0, after.validTill);
    expect(extendedBy).toBeCloseTo(365, 2);

    // The same checkout result again (a retry, a double click) activates nothing more.
    const again = await dash.post('/dash/payment/verify', checkout);
    expect(again.statusCode).toBe(200);
    expect((await tokenRow(insid)).validTill).toEqual(after.validTill);

    const history = (await dash.post('/dash/payment/history')).json().result;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      insid,
      paymentID: checkout.razorpay_payment_id,
      orderID: checkout.razorpay_order_id,
      amount: 25_200,
      currency: 'INR',
      method: 'card',
      status: 'authorized',
    });
    const receipt = await dash.get(`/dash/payment/receipt?paymentId=${checkout.razorpay_payment_id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ validityDays: 365, plan: 'Developer plan, annual billing' });
    expect(receipt.json().billedTo.email).toContain('@');
    expect(receipt.json().receiptNumber).toMatch(/^CG-\d{4}-[A-Z0-9]{8}$/);
  });

  it('refuses a tampered signature and another account’s order, changing nothing', async () => {
    const { dash, insid } = await account(4);
    const before = await tokenRow(insid);
    const order = (await dash.post('/dash/payment/order', orderFor(insid, 30))).json().result;
    const { checkout } = (
      await dash.post('/dash/payment/sandbox', { orderId: order.id, outcome: 'pay' })
    ).json();
    // The last two hex digits changed (a signature ending in 00 gets 11: 1 in 256 did end so).
    const tail = checkout.razorpay_signature.endsWith('00') ? '11' : '00';
    const forged = await dash.post('/dash/payment/verify', {
      ...checkout,
      razorpay_signature: `${checkout.razorpay_signature.slice(0, -2)}${tail}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(BillingMessages.signatureInvalid);
    // A valid signature of one order does not pay another.
    const second = (await dash.post('/dash/payment/order', orderFor(insid, 365))).json().result;
    const moved = await dash.post('/dash/payment/verify', { ...checkout, razorpay_order_id: second.id });
    expect(moved.statusCode).toBe(400);
    const stranger = await account(5);
    expect((await stranger.dash.post('/dash/payment/verify', checkout)).statusCode).toBe(404);
    expect(await tokenRow(insid)).toEqual(before);
    expect((await dash.post('/dash/payment/history')).json().result).toHaveLength(0);
  });

  it('takes one payment per order: paying again hands back the same payment, and a paid order cannot be declined', async () => {
    const { dash, insid } = await account(41);
    const { order, checkout, verified } = await payInSandbox(dash, insid, 30);
    expect(verified.statusCode).toBe(200);
    const paidTill = (await tokenRow(insid)).validTill;

    const again = (await dash.post('/dash/payment/sandbox', { orderId: order.id, outcome: 'pay' })).json();
    expect(again.checkout).toEqual(checkout);
    expect((await dash.post('/dash/payment/verify', again.checkout)).statusCode).toBe(200);
    const declined = await dash.post('/dash/payment/sandbox', { orderId: order.id, outcome: 'decline' });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe(BillingMessages.orderAlreadyPaid);

    expect((await tokenRow(insid)).validTill).toEqual(paidTill);
    const history = (await dash.post('/dash/payment/history')).json().result;
    expect(history.map((p: { paymentID: string; status: string }) => [p.paymentID, p.status])).toEqual([
      [checkout.razorpay_payment_id, 'authorized'],
    ]);
  });

  it('records a declined payment as failed and leaves the token as it was', async () => {
    const { dash, insid } = await account(6);
    const before = await tokenRow(insid);
    const order = (await dash.post('/dash/payment/order', orderFor(insid, 30))).json().result;
    const declined = (
      await dash.post('/dash/payment/sandbox', { orderId: order.id, outcome: 'decline' })
    ).json();
    expect(declined).toEqual({ outcome: 'declined', message: BillingMessages.paymentFailed });
    expect(await tokenRow(insid)).toEqual(before);
    const [row] = (await dash.post('/dash/payment/history')).json().result;
    expect(row).toMatchObject({ orderID: order.id, status: 'failed' });
    expect((await dash.get(`/dash/payment/receipt?paymentId=${row.paymentID}`)).statusCode).toBe(404);
  });

  it('refuses to sell time for an Active token until its last 7 days (spec 5: only non-Active tokens)', async () => {
    const { dash, insid } = await account(9);
    const end = new Date(Date.now() + 8 * DAY);
    await setValidTill(insid, end, 'Active', false);
    const early = await dash.post('/dash/payment/order', orderFor(insid, 30));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BillingMessages.alreadyActive);
    const { rows } = await ctx.db.execute(sql`select id from payment_orders where instance_id = ${insid}`);
    expect(rows).toHaveLength(0);
    expect((await tokenRow(insid)).validTill).toEqual(end);

    await setValidTill(insid, new Date(Date.now() + 6 * DAY), 'Active', false);
    expect((await dash.post('/dash/payment/order', orderFor(insid, 30))).statusCode).toBe(200);
  });

  it('extends an active token from its end and an expired one from now', async () => {
    const { dash, insid } = await account(7);
    const activeEnd = new Date(Date.now() + 5 * DAY);
    await setValidTill(insid, activeEnd, 'Active', false);
    await payInSandbox(dash, insid, 30);
    expect(days(activeEnd.getTime(), (await tokenRow(insid)).validTill)).toBeCloseTo(30, 2);

    await setValidTill(insid, new Date(Date.now() - 40 * DAY), 'Expired', false);
    const paidAt = Date.now();
    await payInSandbox(dash, insid, 30);
    const expired = await tokenRow(insid);
    expect(expired.status).toBe('Active');
    expect(days(paidAt, expired.validTill)).toBeGreaterThan(29.99);
    expect(days(paidAt, expired.validTill)).toBeLessThan(30.01);
  });

  it('brings an expired, disconnected token back connected to its phone, without a new QR', async () => {
    const token = await linkedToken(ctx, 'bill8', '919800008008');
    await setValidTill(token.insid, new Date(Date.now() - DAY), 'Active', false);
    expect(await expireTokens(ctx.db, ctx.engine, ctx.live)).toBeGreaterThanOrEqual(1);
    const expired = (await token.dash.post('/dash/wa/fetchInstance', { uuid: token.uuid })).json().result[0];
    expect(expired).toMatchObject({ status: 'Expired', authenticated: 0 });
    expect((await token.call('POST', '/send/text', { to: '919812345678', body: 'x' })).statusCode).toBe(402);

    const { verified } = await payInSandbox(token.dash, token.insid, 30);
    expect(verified.statusCode).toBe(200);
    const back = (await token.dash.post('/dash/wa/fetchInstance', { uuid: token.uuid })).json().result[0];
    expect(back).toMatchObject({ status: 'Active', authenticated: 1, wid: '919800008008' });
    expect((await token.call('POST', '/send/text', { to: '919812345678', body: 'y' })).statusCode).toBe(202);
  });
});
