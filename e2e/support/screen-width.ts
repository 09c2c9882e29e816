import { expect, type Locator, type Page } from '@playwright/test';

/** A phone's screen: the width the dashboard's tables are checked to fit at. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** How many pixels the page is wider than its window (0 or less: it does not scroll sideways). */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The page, at the viewport's current width, does not scroll sideways; `what` names it in a failure. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  expect(
    await pageOverflow(page),
    `${what} scrolls sideways at ${page.viewportSize()?.width} px`,
  ).toBeLessThanOrEqual(0);
}

/**
 * At the viewport's current width (set it first): neither the page nor the table holding `row`
 * scrolls sideways, and the row (a stacked block on a phone) and each of `content` (its key cells
 * or texts) are visible within the screen's width.
 */
export async function expectRowFitsScreen(row: Locator, ...content: Locator[]): Promise<void> {
  const page = row.page();
  const width = page.viewportSize()?.width ?? 0;
  await row.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, 'the page');
  const tableOverflow = await row
    .locator('xpath=ancestor::table[1]')
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
  expect(tableOverflow, `the table scrolls sideways in its card at ${width} px`).toBeLessThanOrEqual(0);
  await expectWithinScreenWidth(row, ...content);
}

/**
 * Each of `parts` is visible and lies within the viewport's width: for fixed elements (a top
 * bar), which push nothing sideways and so can leave the screen without the page scrolling.
 */
export async function expectWithinScreenWidth(...parts: Locator[]): Promise<void> {
  for (const part of parts) {
    const width = part.page().viewportSize()?.width ?? 0;
    await expect(part).toBeVisible();
    const box = await part.boundingBox();
    expect(box, `${part} has no box`).not.toBeNull();
    expect(box?.x ?? -1, `${part} starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(
      (box?.x ?? 0) + (box?.width ?? 0),
      `${part} ends right of the screen at ${width} px`,
    ).toBeLessThanOrEqual(width);
  }
}
