import { expect, type Locator } from '@playwright/test';

/** A phone's screen: the width the dashboard's tables are checked to fit at. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * On a page at a phone's width (set the viewport first): neither the page nor the table holding
 * `row` scrolls sideways, and the row, shown as a stacked block, and each of `content` (its key
 * cells or texts) are visible within the screen's width.
 */
export async function expectRowFitsScreen(row: Locator, ...content: Locator[]): Promise<void> {
  const page = row.page();
  const width = page.viewportSize()?.width ?? 0;
  await row.scrollIntoViewIfNeeded();
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  const tableOverflow = await row
    .locator('xpath=ancestor::table[1]')
    .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
  expect(tableOverflow, `the table scrolls sideways in its card at ${width} px`).toBeLessThanOrEqual(0);
  for (const part of [row, ...content]) {
    await expect(part).toBeVisible();
    const box = await part.boundingBox();
    expect(box, `${part} has no box`).not.toBeNull();
    expect(box?.x ?? -1, `${part} starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `${part} ends right of the screen`).toBeLessThanOrEqual(width);
  }
}
