import { type BillingCycle, DEVELOPER_PLAN } from '@chatgate/contracts';
import { formatRupees } from '../../lib/format-rupees';

export interface DeveloperPlanOffer {
  /** ₹ per phone number per month. */
  pricePerMonth: string;
  /** How the amount is charged, under the price. */
  billing: string;
  /** The annual savings badges (spec 9); none on monthly billing. */
  badges: readonly string[];
}

/** The Developer plan as the pricing card shows it for a billing cycle (spec 9). */
export function developerPlanOffer(cycle: BillingCycle): DeveloperPlanOffer {
  const plan = DEVELOPER_PLAN[cycle];
  return cycle === 'annual'
    ? {
        pricePerMonth: formatRupees(plan.pricePerMonth),
        billing: `Billed ${formatRupees(plan.charged)} per year (${plan.validityDays} days)`,
        badges: [DEVELOPER_PLAN.badges.savePercent, DEVELOPER_PLAN.badges.saveMonthly],
      }
    : {
        pricePerMonth: formatRupees(plan.pricePerMonth),
        billing: `Billed ${formatRupees(plan.charged)} every ${plan.validityDays} days`,
        badges: [],
      };
}
