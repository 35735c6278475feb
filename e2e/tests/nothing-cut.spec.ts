// Issue 34 item 6 end to end, on the shared demo server: at 320, 390, 412, 768, 1366 and 1920 px,
// in en and br, no page scrolls sideways, no tab strip or tab is cut, no league title is cut
// ("Brasileirão Seri..."), no box-score cell wraps ("5-12" on two lines), and a table wider than
// the screen shows that it scrolls (a fading edge) instead of hiding REB and AST off-screen. The
// phone's box score keeps its player column in place while its numbers scroll. Each tab strip's
// selected tab controls its tabpanel (WAI-ARIA tabs).
import type { Page } from '@playwright/test';
import { competition, matchUrl, todayMatches } from '../support/demo-data.ts';
import { expect, test } from '../support/test.ts';

const WIDTHS = [320, 390, 412, 768, 1366, 1920];

/** Everything cut or scrolling with no hint on the page as drawn now, in words a failure can show. */
function problems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const named = (element: Element) =>
      `${element.getAttribute('data-testid') ?? element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    for (const table of document.querySelectorAll('table')) {
      if (!table.checkVisibility()) continue;
      const frame = table.closest('[data-side-scroll]');
      const scroller = frame?.firstElementChild;
      if (frame && scroller instanceof HTMLElement) {
        // Meant to scroll when wider: then the edge with more to see fades (drawn, not transparent).
        if (scroller.scrollWidth <= scroller.clientWidth + 1) continue;
        const side = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1 ? 'end' : 'start';
        const hint = frame.querySelector(`[data-side-hint="${side}"]`);
        if (hint === null || getComputedStyle(hint).opacity !== '1')
          found.push(`${named(table)} scrolls sideways with no hint`);
        continue;
      }
      const parent = table.parentElement;
      if (
        parent !== null &&
        (parent.scrollWidth > parent.clientWidth + 1 || table.getBoundingClientRect().right > window.innerWidth + 1)
      ) {
        found.push(`${named(table)} is cut or scrolls sideways with no hint`);
      }
    }
    for (const strip of document.querySelectorAll('[role="tablist"]')) {
      if (!strip.checkVisibility()) continue;
      const box = strip.getBoundingClientRect();
      if (strip.scrollWidth > strip.clientWidth + 1 || box.left < -1 || box.right > window.innerWidth + 1)
        found.push(`tab strip ${named(strip)} is cut`);
      for (const tab of strip.querySelectorAll('[role="tab"]'))
        if (tab.scrollWidth > tab.clientWidth + 1) found.push(`tab ${named(tab)} is cut`);
      // WAI-ARIA tabs: the selected tab controls a tabpanel on the page, which is labelled by that tab.
      const selected = strip.querySelector('[role="tab"][aria-selected="true"]');
      const panel = document.getElementById(selected?.getAttribute('aria-controls') ?? '');
      if (panel?.getAttribute('role') !== 'tabpanel' || panel.getAttribute('aria-labelledby') !== selected?.id)
        found.push(`tab strip ${named(strip)} has no panel for its selected tab`);
    }
    for (const title of document.querySelectorAll('[data-league-title]')) {
      if (!title.checkVisibility()) continue;
      // The title and each line inside it (a phone stacks the country over the name).
      for (const part of [title, ...title.querySelectorAll('*')]) {
        if (part.scrollHeight > part.clientHeight + 1 || part.scrollWidth > part.clientWidth + 1)
          found.push(
            `league title "${title.textContent}" is cut (${part.scrollWidth}x${part.scrollHeight} in ${part.clientWidth}x${part.clientHeight})`,
          );
      }
    }
    for (const cell of document.querySelectorAll('[data-testid="box-score-line"] td[data-column]')) {
      if (!cell.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) found.push(`box-score cell "${cell.textContent}" wraps`);
    }
    return found;
  });
}

/** Resizes the window through the six widths, checking the page and taking a picture at 412 and 1366. */
async function sweep(page: Page, label: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Fades follow a resize after the browser has measured (and eased in over 150 ms): poll.
    await expect.poll(() => problems(page), { message: `${label} at ${width}px` }).toEqual([]);
    if (width === 412 || width === 1366) {
      const shot = test.info().outputPath(`${label.replaceAll(/[^a-z0-9]+/gi, '-')}-${width}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      await test.info().attach(`${label} at ${width}px`, { path: shot, contentType: 'image/png' });
    }
  }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
}

for (const lang of ['en', 'br'] as const) {
  test(`${lang}: home, the leagues, a league's table and Home/Away, and both sports' match stats are whole at six widths`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const base = baseURL ?? '';
    const brazil = await competition(base, 'bra.1');
    const nba = await competition(base, 'nba');
    const finished = await todayMatches(base, 'finish', 'America/Sao_Paulo');
    const football = finished.find((match) => match.sport === 'football');
    const basketball = finished.find((match) => match.sport === 'basketball');
    if (!football || !basketball) throw new Error('the demo day has no finished football or basketball match');

    await open(page, `/${lang}`);
    await expect(page.locator('[data-league-title]').first()).toBeVisible();
    await sweep(page, `${lang} home`);
    await open(page, `/${lang}/schedule/league`);
    await sweep(page, `${lang} leagues`);
    for (const league of [brazil, nba]) {
      await open(page, `/${lang}/schedule/league/${league.id}`);
      await page.getByTestId('league-tab-table').click();
      await expect(page.getByTestId('standings-table').first()).toBeVisible();
      await sweep(page, `${lang} ${league.code} table`);
      await page.getByTestId('league-tab-detail').click();
      await expect(page.getByTestId('table-detail-row').first()).toBeVisible();
      await sweep(page, `${lang} ${league.code} home-away`);
    }
    for (const match of [football, basketball]) {
      await open(page, matchUrl(lang, match));
      await page.getByTestId('match-tab-stats').click();
      if (match === basketball) await expect(page.getByTestId('box-score-line').first()).toBeVisible();
      await sweep(page, `${lang} ${match.sport} stats`);
    }
  });
}

test("a phone's box score scrolls its numbers under a player column that stays, and says there is more", async ({
  browser,
  baseURL,
}) => {
  const basketball = (await todayMatches(baseURL ?? '', 'finish', 'America/Sao_Paulo')).find(
    (match) => match.sport === 'basketball',
  );
  if (!basketball) throw new Error('the demo day has no finished basketball match');
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 320, height: 800 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await open(page, matchUrl('en', basketball));
  await page.getByTestId('match-tab-stats').click();
  await expect(page.getByTestId('box-score-team').first()).toBeVisible();
  const frame = page
    .locator('[data-side-scroll]')
    .filter({ has: page.getByTestId('box-score-team') })
    .first();
  const team = frame.getByTestId('box-score-team');
  const scroller = frame.locator('> div').first();
  const end = frame.locator('[data-side-hint="end"]');
  const start = frame.locator('[data-side-hint="start"]');
  // At 320 px the numbers are wider than the screen: the right edge fades, the left does not.
  await expect(frame).toHaveAttribute('data-side-scroll', 'scrolls');
  await expect(end).toHaveCSS('opacity', '1');
  await expect(start).toHaveCSS('opacity', '0');
  const firstName = team.getByTestId('box-score-line').first().locator('td').first();
  const left = async () => Math.round((await firstName.boundingBox())?.x ?? -1);
  const before = await left();
  const assists = team.locator('th', { hasText: 'AST' }).first();
  await expect(assists).not.toBeInViewport({ ratio: 0.5 });

  // A swipe to AST: REB and AST come into view, the player's name has not moved, the left edge fades.
  await assists.evaluate((element) => element.scrollIntoView({ inline: 'end', block: 'nearest', behavior: 'instant' }));
  await expect(assists).toBeInViewport({ ratio: 0.95 });
  await expect(team.locator('th', { hasText: 'REB' }).first()).toBeInViewport({ ratio: 0.95 });
  expect(await left()).toBe(before);
  await expect(start).toHaveCSS('opacity', '1');
  // At the very end nothing more is to the right: that edge no longer fades.
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect(end).toHaveCSS('opacity', '0');
  expect(await left()).toBe(before);
  await context.close();
});
