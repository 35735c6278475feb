// Issue 14: home draws its first screen of matches in the HTML and adds the rest when idle
// (decision 0073); the groups added later are laid out only near the viewport
// (content-visibility), standing at their drawn height until then, so nothing moves.
import { expect, test } from '../support/test.ts';

for (const width of [390, 1280]) {
  test(`at ${width} px, home's groups below the first screen keep their height as they are drawn on scroll`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    const list = page.getByTestId('match-groups');
    await expect(list).toHaveAttribute('data-complete', 'true');

    const groups = () =>
      list.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>('[data-testid="competition-group"]')].map((group) => ({
          id: group.dataset.competitionId,
          height: group.getBoundingClientRect().height,
          deferred: getComputedStyle(group).contentVisibility === 'auto',
          rows: group.querySelectorAll('[data-testid="match-row"]').length,
        })),
      );
    const before = await groups();
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const heightBefore = await pageHeight();
    // The first screen is drawn as usual; what came later waits to be laid out, rows in place.
    expect(before.length).toBeGreaterThan(4);
    expect(before[0]?.deferred).toBe(false);
    const late = before.filter((group) => group.deferred);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((group) => group.rows > 0)).toBe(true);

    // Scroll to the bottom a screen at a time, letting each step be drawn.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    expect(await groups()).toEqual(before);
    expect(await pageHeight()).toBe(heightBefore);
    await context.close();
  });
}
