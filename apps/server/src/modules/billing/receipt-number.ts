/**
 * A receipt's number: CG, the payment's year and the last 8 letters and digits of the provider's
 * payment id, upper-cased (sandbox ids also hold - and _, which would end the number oddly).
 */
export function receiptNumber(paymentId: string, paidAt: Date): string {
  const tail = paymentId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-8)
    .toUpperCase();
  return `CG-${paidAt.getUTCFullYear()}-${tail}`;
}
