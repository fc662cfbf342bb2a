import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls `target` into view, trying again while the page settles. Crossing the 768 px
 * breakpoint swaps the side-by-side panels for stacked ones, which mounts the consultation
 * afresh, so an element found just before can leave the page under the scroll.
 */
export async function scrollTo(target: Locator): Promise<void> {
  await expect(async () => {
    await target.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
