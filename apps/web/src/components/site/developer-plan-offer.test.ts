import { describe, expect, it } from 'vitest';
import { developerPlanOffer } from './developer-plan-offer';

describe('the Developer plan offer', () => {
  it('is ₹2,100 a month billed ₹25,200 a year, with both savings badges and ₹4,800 saved a year, on annual billing', () => {
    expect(developerPlanOffer('annual')).toEqual({
      pricePerMonth: '₹2,100',
      billing: 'Billed ₹25,200 per year (365 days)',
      badges: ['Save 16%', 'Save ₹400/month'],
      yearlySavings: 'You save ₹4,800 a year',
    });
  });

  it('is ₹2,500 every 30 days without badges on monthly billing', () => {
    expect(developerPlanOffer('monthly')).toEqual({
      pricePerMonth: '₹2,500',
      billing: 'Billed ₹2,500 every 30 days',
      badges: [],
      yearlySavings: null,
    });
  });
});
