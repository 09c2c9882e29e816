/**
 * Indian digit grouping: the last three digits, then pairs (1,00,000). Done by hand rather than
 * with Intl.NumberFormat('en-IN'), whose first use loads the locale's data while a page renders.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** An amount in rupees as the site shows prices: ₹ and Indian digit grouping (₹25,200, ₹1,00,000). */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const [whole = '0', paise = ''] = (Math.round(Math.abs(amount) * 100) / 100).toFixed(2).split('.');
  const fraction = paise.replace(/0+$/, '');
  return `${sign}₹${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}
