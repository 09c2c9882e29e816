/** Plans and prices of spec section 9: one source for the site, the dashboard and the server. */
export const CURRENCY = 'INR';

export const DEVELOPER_PLAN = {
  annual: { pricePerMonth: 2100, charged: 25_200, validityDays: 365 },
  monthly: { pricePerMonth: 2500, charged: 2500, validityDays: 30 },
  badges: { savePercent: 'Save 16%', saveMonthly: 'Save ₹400/month' },
  annualSavings: 4800,
  volumeDiscountFromNumbers: 6,
} as const;

export type BillingCycle = keyof Pick<typeof DEVELOPER_PLAN, 'annual' | 'monthly'>;

/** Amount in paise (rupees times 100), as the payment order expects. */
export function amountInPaise(cycle: BillingCycle): number {
  return DEVELOPER_PLAN[cycle].charged * 100;
}

export const WORKSPACE_PLANS = [
  { name: 'Starter', price: 3999, listPrice: 5999, discount: '33.33% off', mostPopular: false },
  { name: 'Standard', price: 7999, listPrice: 12_999, discount: '38.46% off', mostPopular: false },
  { name: 'Advanced', price: 10_799, listPrice: 15_999, discount: '32.5% off', mostPopular: true },
  { name: 'Pro', price: null, listPrice: null, discount: null, mostPopular: false },
] as const;

export type WorkspacePlan = (typeof WORKSPACE_PLANS)[number];

/** The contact form for a chosen workspace plan: `/contactus?plan=starter`, so sales knows what was picked. */
export const workspacePlanContactPath = (plan: WorkspacePlan) => `/contactus?plan=${plan.name.toLowerCase()}`;

/** The workspace plan a contact link's `plan` parameter names (any case); undefined for none or another. */
export const workspacePlanNamed = (param: string | null) =>
  WORKSPACE_PLANS.find((plan) => plan.name.toLowerCase() === param?.toLowerCase());
