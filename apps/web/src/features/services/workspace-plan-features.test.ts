import { WORKSPACE_PLANS } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { COMPARED_FEATURES, planHighlights } from './workspace-plan-features';

describe('the workspace plan comparison', () => {
  it('covers every plan on every row', () => {
    for (const row of COMPARED_FEATURES) {
      expect(Object.keys(row.plans)).toEqual(WORKSPACE_PLANS.map((plan) => plan.name));
    }
  });

  it('highlights only included features, with their figures', () => {
    expect(planHighlights('Starter')).toEqual([
      'Automated workflows: 1',
      'Google Sheets automation',
      'Google Forms processing',
      'Revisions after delivery: 1',
      'Support after delivery: 15 days',
    ]);
    expect(planHighlights('Pro')).toHaveLength(COMPARED_FEATURES.length);
    expect(planHighlights('Advanced')).toEqual(
      expect.arrayContaining([
        'Custom dashboards and reports',
        'Revisions after delivery: 3',
        'Support after delivery: 60 days',
      ]),
    );
  });
});
