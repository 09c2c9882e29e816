import type { CheckoutResult, PaymentOrder } from '@chatgate/contracts';

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay Checkout's options and instance this page uses. */
interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  handler: (response: CheckoutResult) => void;
  modal?: { ondismiss?: () => void };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds Razorpay's checkout script once; a failed load is retried on the next call. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay Checkout did not load.'));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Razorpay Checkout could not be loaded. Please check your connection and try again.'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface CheckoutCallbacks {
  onPaid: (checkout: CheckoutResult) => void;
  onFailed: () => void;
  onDismiss: () => void;
}

/** Opens Razorpay Checkout for an order made by the server; resolves once it is on screen. */
export async function openRazorpayCheckout(order: PaymentOrder, callbacks: CheckoutCallbacks): Promise<void> {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.keyId,
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    name: 'Chatgate',
    description: 'Developer plan',
    handler: callbacks.onPaid,
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.on('payment.failed', callbacks.onFailed);
  checkout.open();
}
