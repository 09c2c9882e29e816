const RUPEES = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** An amount in rupees as the site shows prices: ₹ and Indian digit grouping (₹25,200, ₹1,00,000). */
export function formatRupees(amount: number): string {
  return `₹${RUPEES.format(amount)}`;
}
