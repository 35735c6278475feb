// Issue 13 item 5 (decision 0068): back on home from a match, the fan is where they were: the
// same tab, the same scroll position and the same list, shown at once with no loading state.
import { expect, test } from '../support/test.ts';

interface HomeSeen {
  first: { tab: string | null; rows: number; busy: boolean; at: number } | null;
  busy: boolean;
}

test('going back to home restores its tab, scroll position and list at once, then refreshes behind it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

  const home = page.getByTestId('home-matches');
  await page.getByTestId('tab-football').click();
  await expect(home).toHaveAttribute('data-tab', 'football');
  await expect(home.locator('[aria-busy="true"]')).toHaveCount(0);
  // The list is drawn a screen at a time when idle (decision 0073): counted once it is whole.
  await expect(home.getByTestId('match-groups')).toHaveAttribute('data-complete', 'true');
  const rows = home.getByTestId('match-row');
  const count = await rows.count();
  expect(count).toBeGreaterThan(8);

  // Scroll down the list until a row well below the fold is in the middle of the screen.
  const target = rows.nth(Math.min(count - 1, 12));
  const scrolled = await target.evaluate((row) => {
    window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY - 400);
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(400);
  const matchId = await target.getAttribute('data-match-id');
  await target.getByTestId('match-link').click();
  await expect(page).toHaveURL(new RegExp(`/en/live/[^/]+/${matchId}$`));
  await expect(page.getByTestId('page-live')).toBeVisible();
  await expect(page.getByTestId('page-home')).toHaveCount(0);

  // From now on: how home first shows up, whether anything on it ever shows a loading state,
  // and every request that runs home's loader (React Router's .data naming the home route).
  await page.evaluate(() => {
    // Crests fill the default 250-entry buffer; the refresh's timing must be kept.
    performance.setResourceTimingBufferSize(10_000);
    const seen: HomeSeen = { first: null, busy: false };
    (window as unknown as { __home: HomeSeen }).__home = seen;
    new MutationObserver(() => {
      const list = document.querySelector('[data-testid="home-matches"]');
      if (document.querySelector('[aria-busy="true"], .animate-spin, [data-testid$="skeleton"]')) seen.busy = true;
      if (list && seen.first === null) {
        seen.first = {
          tab: list.getAttribute('data-tab'),
          rows: list.querySelectorAll('[data-testid="match-row"]').length,
          busy: list.querySelector('[aria-busy="true"]') !== null,
          at: performance.now(),
        };
      }
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy', 'data-tab', 'class'],
    });
  });
  const loaderRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // A .data call without _routes runs every loader of the page, home's included.
    if (url.pathname.endsWith('.data') && (url.searchParams.get('_routes') ?? 'home').split(',').includes('home'))
      loaderRequests.push(request.url());
  });
  const refreshed = page.waitForRequest((request) => request.url().includes('/api/schedule/mobilList'));

  await page.goBack();
  await expect(page.getByTestId('page-home')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __home: HomeSeen }).__home);
  // The tab and the whole list were there in the very first render, with no loading state.
  expect(seen.first).toMatchObject({ tab: 'football', rows: count, busy: false });
  await expect(page.getByTestId('tab-football')).toHaveAttribute('aria-selected', 'true');
  // The scroll position comes back (React Router's ScrollRestoration, the page's height being there).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 4);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(3);
  await expect(page.getByTestId('match-row').and(page.locator(`[data-match-id="${matchId}"]`))).toBeInViewport();

  // The list is asked again in the background, for the same tab, only after home showed.
  const refresh = await refreshed;
  expect(new URL(refresh.url()).searchParams.get('tab')).toBe('football');
  const startedAt = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/schedule/mobilList'))
        .at(-1)?.startTime ?? -1,
  );
  expect(startedAt).toBeGreaterThanOrEqual(seen.first?.at ?? Infinity);
  // Home's loader was never asked: nothing stood between the back button and the page.
  expect(loaderRequests).toEqual([]);
  expect((await page.evaluate(() => (window as unknown as { __home: HomeSeen }).__home)).busy).toBe(false);
  await context.close();
});
