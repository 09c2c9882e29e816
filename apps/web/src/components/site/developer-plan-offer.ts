import { type BillingCycle, DEVELOPER_PLAN } from '@chatgate/contracts';
import { formatRupees } from '../../lib/format-rupees';

export interface DeveloperPlanOffer {
  /** ₹ per phone number per month. */
  pricePerMonth: string;
  /** How the amount is charged, under the price. */
  billing: string;
  /** The annual savings badges (spec 9); none on monthly billing. */
  badges: readonly string[];
  /** What annual billing saves in a year against monthly (spec 9: 4800); none on monthly billing. */
  yearlySavings: string | null;
}

/** The Developer plan as the pricing card shows it for a billing cycle (spec 9). */
export function developerPlanOffer(cycle: BillingCycle): DeveloperPlanOffer {
  const plan = DEVELOPER_PLAN[cycle];
  return cycle === 'annual'
    ? {
        pricePerMonth: formatRupees(plan.pricePerMonth),
        billing: `Billed ${formatRupees(plan.charged)} per year (${plan.validityDays} days)`,
        badges: [DEVELOPER_PLAN.badges.savePercent, DEVELOPER_PLAN.badges.saveMonthly],
        yearlySavings: `You save ${formatRupees(DEVELOPER_PLAN.annualSavings)} a year`,
      }
    : {
        pricePerMonth: formatRupees(plan.pricePerMonth),
        billing: `Billed ${formatRupees(plan.charged)} every ${plan.validityDays} days`,
        badges: [],
        yearlySavings: null,
      };
}
