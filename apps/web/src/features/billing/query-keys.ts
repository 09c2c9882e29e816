/** The signed-in user's payments, newest first. */
export const HISTORY_KEY = ['payment-history'] as const;

/** One payment's receipt. */
export const receiptKey = (paymentId: string) => ['payment-receipt', paymentId] as const;

/** Token lists that a payment changes: the dashboard's and the pickers'. */
export const TOKEN_LIST_KEYS = [['instances'], ['user-tokens']] as const;
