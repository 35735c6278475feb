// Issue 14: home draws its first screen of matches in the HTML and adds the rest when idle
// (decision 0073); the groups added later are laid out only near the viewport
// (content-visibility), standing at their drawn height until then, so nothing moves.
import { expect, test } from '../support/test.ts';

for (const width of [390, 1280]) {
  test(`at ${width} px, home's groups below the first screen keep their height as they are drawn on scroll`, async ({
    browser,
    baseURL,
  }) => {
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

// requirement lazy-images: an image loads once it is within 1.3 viewport heights. The browser reports what
// comes near (an IntersectionObserver), so the page measures nothing, not even the rows laid out
// only near the viewport.
test("home's crests load as they come within 1.3 screens of the viewport, not before", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('match-groups')).toHaveAttribute('data-complete', 'true');
  const crests = page.getByTestId('match-groups').locator('[data-image-state]');
  await expect(crests.first()).toHaveAttribute('data-image-state', 'loaded');

  // A crest halfway down the day: far below at first, so it waits.
  const count = await crests.count();
  expect(count).toBeGreaterThan(40);
  const target = crests.nth(Math.floor(count / 2));
  await expect(target).toHaveAttribute('data-image-state', 'waiting');

  // Bring it to 1.2 screens below the top of the viewport: it loads. Crests 1.4 screens down still
  // wait, unless their image was loaded for a crest shown nearer (a team in the hot strip, say).
  await target.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight * 1.2),
  );
  await expect(target).toHaveAttribute('data-image-state', 'loaded');
  const seen = await page.evaluate(() => {
    const crests = [...document.querySelectorAll<HTMLElement>('[data-image-state]')];
    const src = (crest: HTMLElement) => crest.querySelector('img')?.getAttribute('src') ?? '';
    const far = (crest: HTMLElement) =>
      crest.closest('[data-testid="match-groups"]') !== null &&
      crest.getBoundingClientRect().top > window.innerHeight * 1.4;
    const shownNearer = new Set(crests.filter((crest) => !far(crest)).map(src));
    return {
      far: crests.filter(far).length,
      farWaiting: crests.filter((crest) => far(crest) && crest.dataset.imageState === 'waiting').length,
      farLoadedUnseen: crests
        .filter((crest) => far(crest) && crest.dataset.imageState === 'loaded' && !shownNearer.has(src(crest)))
        .map(src),
    };
  });
  expect(seen.farWaiting).toBeGreaterThan(seen.far / 2);
  expect(seen.farLoadedUnseen).toEqual([]);
  await context.close();
});

// Decision 0101: home and the schedule day send, in their HTML and loader data, only the first
// screen of matches; the page asks for the rest once up, and a fan scrolling down finds the whole
// day, as the API lists it.
type Day = { groups?: { matches: unknown[] }[]; list?: { competitions: { matches: unknown[] }[] }[] };
const dayLists: Record<string, (date: string) => string> = {
  '/en': () => '/api/schedule/mobilList?tab=all&limit=500',
  '/en/schedule/today': (date: string) => `/api/schedule/countryScheduleList?date=${date}`,
};
for (const [path, dayList] of Object.entries(dayLists)) {
  test(`${path} sends the first screen of matches and then shows the whole day`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, timezoneId: 'UTC', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const html = await (await page.request.get(path)).text();
    const sentRows = [
      ...html.matchAll(
        /data-testid="match-row"[^>]*data-match-id="(\d+)"|data-match-id="(\d+)"[^>]*data-testid="match-row"/g,
      ),
    ].map((found) => found[1] ?? found[2]);

    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
    const list = page.getByTestId('match-groups');
    await expect(list).toHaveAttribute('data-complete', 'true');
    const shown = await list
      .locator('[data-testid="match-row"]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-match-id')));
    const date = await page
      .locator('[data-testid="page-schedule"]')
      .evaluateAll((pages) => pages[0]?.getAttribute('data-date') ?? '');
    const day = ((await (await page.request.get(dayList(date), { headers: { tz: 'UTC' } })).json()) as { data: Day })
      .data;
    const total = (day.groups ?? day.list?.flatMap((country) => country.competitions) ?? []).flatMap(
      (group) => group.matches,
    ).length;

    expect(sentRows.length).toBeGreaterThan(0);
    expect(sentRows.length).toBeLessThan(total);
    expect(shown).toHaveLength(total);
    expect(shown.slice(0, sentRows.length)).toEqual(sentRows);
    await context.close();
  });
}
