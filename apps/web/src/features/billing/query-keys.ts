/** The signed-in user's payments, newest first. */
export const HISTORY_KEY = ['payment-history'] as const;

/** One payment's receipt. */
export const receiptKey = (paymentId: string) => ['payment-receipt', paymentId] as const;
