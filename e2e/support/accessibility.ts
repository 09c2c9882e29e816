import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No axe violation of serious or critical impact (DESIGN 7); `context` prefixes each one reported. */
export async function expectAccessible(page: Page, context = ''): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${context}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Every link and button is at least 24 by 24 px or spaced as if it were (WCAG 2.2 target size,
 * axe's target-size rule, which axe leaves out by default).
 */
export async function expectTargetsLargeEnough(page: Page, context = ''): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => `${context}${n.target.join(' ')}`))).toEqual([]);
}
