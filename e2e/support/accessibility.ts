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
