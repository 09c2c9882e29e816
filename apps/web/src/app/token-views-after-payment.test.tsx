// @vitest-environment jsdom
import { BillingMessages, type PaymentOrder } from '@chatgate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import SubscribePage from '../features/billing/subscribe-page';
import TokensPage from '../features/tokens/tokens-page';
import { fakeApi } from '../test-support/fake-api';
import { renderDashboard } from '../test-support/render-dashboard';
import { daysFromNow, tokenList, tokenRow } from '../test-support/token-rows';

/**
 * A payment changes the token everywhere it is shown: the views share one token list, and the
 * checkout's success invalidates it. Two pages that list tokens are mounted side by side.
 */

afterEach(() => vi.unstubAllGlobals());

const FETCH_TOKENS = '/dash/wa/fetchInstance';
const expired = tokenRow({
  insid: 'tok-1',
  instanceName: 'Sales',
  status: 'Expired',
  validTill: daysFromNow(-2),
});
const order: PaymentOrder = {
  id: 'order_1',
  amount: 99900,
  currency: 'INR',
  receipt: '000000000001',
  status: 'created',
  provider: 'sandbox',
  keyId: 'rzp_test_sandbox',
};

const rowOf = (insid: string) => document.querySelector<HTMLElement>(`tr[data-insid="${insid}"]`);

it('a successful payment refreshes every view of the tokens from one refetch', async () => {
  const user = userEvent.setup();
  const validTill = daysFromNow(365);
  const api = fakeApi({
    [FETCH_TOKENS]: () => tokenList([expired]),
    '/dash/payment/history': () => ({ result: [] }),
    '/dash/payment/order': () => ({ result: order }),
    '/dash/payment/sandbox': () => ({
      outcome: 'paid',
      checkout: { razorpay_payment_id: 'pay_1', razorpay_order_id: order.id, razorpay_signature: 'sig' },
    }),
    '/dash/payment/verify': () => {
      // The server has activated the token: the token list says so from now on.
      api.answer(FETCH_TOKENS, () => tokenList([{ ...expired, status: 'Active', validTill }]));
      return { message: BillingMessages.paymentSuccess, insid: expired.insid, validTill };
    },
  });
  renderDashboard(
    <>
      <SubscribePage />
      <TokensPage />
    </>,
    '/dashboard/subscribe?insid=tok-1',
  );

  const pay = await screen.findByRole('button', { name: BillingMessages.pay });
  await waitFor(() => expect(rowOf('tok-1')?.textContent).toContain('Billing Expired'));
  expect(within(rowOf('tok-1') as HTMLElement).getByRole('link', { name: 'Activate Now' })).toBeTruthy();
  expect(api.calls(FETCH_TOKENS)).toBe(1);

  await user.click(pay);
  const checkout = await screen.findByRole('dialog', { name: 'Sandbox Checkout' });
  await user.click(within(checkout).getByRole('button', { name: /^Pay / }));
  const success = await screen.findByRole('alertdialog', { name: 'Payment Successful' });
  await user.click(within(success).getByRole('button', { name: 'OK' }));

  expect(await screen.findByText(BillingMessages.allActive)).toBeTruthy();
  await waitFor(() => expect(rowOf('tok-1')?.textContent).toContain('Active'));
  const row = rowOf('tok-1') as HTMLElement;
  expect(row.textContent).not.toContain('Billing Expired');
  expect(within(row).getByRole('button', { name: 'Get QR Code' })).toBeTruthy();
  expect(api.calls(FETCH_TOKENS)).toBe(2);
});
