import type { WORKSPACE_PLANS } from '@chatgate/contracts';

export type PlanName = (typeof WORKSPACE_PLANS)[number]['name'];

/** A row of the comparison table: true/false for included, or the plan's own figure. */
export interface ComparedFeature {
  feature: string;
  plans: Record<PlanName, string | boolean>;
}

export const COMPARED_FEATURES: ComparedFeature[] = [
  {
    feature: 'Automated workflows',
    plans: { Starter: '1', Standard: '3', Advanced: '6', Pro: 'Unlimited' },
  },
  {
    feature: 'Google Sheets automation',
    plans: { Starter: true, Standard: true, Advanced: true, Pro: true },
  },
  { feature: 'Google Forms processing', plans: { Starter: true, Standard: true, Advanced: true, Pro: true } },
  { feature: 'Gmail automation', plans: { Starter: false, Standard: true, Advanced: true, Pro: true } },
  {
    feature: 'Calendar and Drive automation',
    plans: { Starter: false, Standard: true, Advanced: true, Pro: true },
  },
  {
    feature: 'WhatsApp notifications via Chatgate API',
    plans: { Starter: false, Standard: false, Advanced: true, Pro: true },
  },
  {
    feature: 'Custom dashboards and reports',
    plans: { Starter: false, Standard: false, Advanced: true, Pro: true },
  },
  {
    feature: 'Third-party integrations',
    plans: { Starter: false, Standard: false, Advanced: false, Pro: true },
  },
  {
    feature: 'Revisions after delivery',
    plans: { Starter: '1', Standard: '2', Advanced: '3', Pro: 'Unlimited' },
  },
  {
    feature: 'Support after delivery',
    plans: { Starter: '15 days', Standard: '30 days', Advanced: '60 days', Pro: 'Dedicated' },
  },
];

/**
 * Each plan's highlights on its card: every feature it includes, with figures, so that a card
 * never leaves out what sets its plan above the one before.
 */
export function planHighlights(plan: PlanName): string[] {
  return COMPARED_FEATURES.flatMap(({ feature, plans }) => {
    const value = plans[plan];
    if (value === false) return [];
    return [value === true ? feature : `${feature}: ${value}`];
  });
}
