// Issue 33 item 4: league pages a fan reads at a glance, on a phone (412x915) and a desktop
// (1366x768), in both languages: the Premier League's zones with their legend, the NBA by
// conference, the Champions League's knockout phase as a bracket, top scorers under a table;
// and at 320 and 390 px nothing scrolls sideways unless it says so.
import type { Browser, Page } from '@playwright/test';
import { competition } from '../support/demo-data.ts';
import { expect, test } from '../support/test.ts';

const DEVICES = {
  phone: { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 } },
} as const;

const WORDS = {
  en: {
    champions: 'Champions League',
    relegation: 'Relegation',
    east: 'Eastern Conference',
    west: 'Western Conference',
    playIn: 'Play-in',
    scorers: 'Top scorers',
  },
  br: {
    champions: 'Champions League',
    relegation: 'Rebaixamento',
    east: 'Conferência Leste',
    west: 'Conferência Oeste',
    playIn: 'Play-in',
    scorers: 'Artilharia',
  },
} as const;

async function open(browser: Browser, baseURL: string | undefined, options: object, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: 'America/Sao_Paulo', ...options });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
  return page;
}

for (const device of ['phone', 'desktop'] as const) {
  for (const lang of ['en', 'br'] as const) {
    test.describe(`${device}, ${lang}`, () => {
      const words = WORDS[lang];

      test('a Premier League table shows its zones as bands with a legend, and its top scorers', async ({
        browser,
        baseURL,
      }) => {
        const league = await competition(baseURL ?? '', 'eng.1');
        const page = await open(browser, baseURL, DEVICES[device], `/${lang}/schedule/league/${league.id}`);
        await page.getByTestId('league-tab-table').click();
        const legend = page.getByTestId('zone-legend');
        await expect(legend).toBeVisible();
        await expect(legend).toContainText(`1–4${words.champions}`);
        await expect(legend).toContainText(`18–20${words.relegation}`);
        const rows = page.getByTestId('standing-row');
        await expect(rows).toHaveCount(20);
        await expect(rows.nth(0)).toHaveAttribute('data-zone', 'champions_league');
        await expect(rows.nth(19)).toHaveAttribute('data-zone', 'relegation');
        await expect(rows.nth(10)).not.toHaveAttribute('data-zone', /./);
        // Colour is not the only cue: the row names its zone to a screen reader.
        await expect(rows.nth(19).getByText(words.relegation)).toHaveCount(1);
        const scorers = page.getByTestId('top-scorers');
        await expect(scorers).toContainText(words.scorers);
        await expect(scorers.getByTestId('leader-row').first()).toBeVisible();
        await expect(scorers.getByTestId('player-name').first()).not.toBeEmpty();
        await page.context().close();
      });

      test('the NBA page shows the Eastern and Western conferences, each with its play-off and play-in places', async ({
        browser,
        baseURL,
      }) => {
        const nba = await competition(baseURL ?? '', 'nba');
        const page = await open(browser, baseURL, DEVICES[device], `/${lang}/schedule/league/${nba.id}`);
        await page.getByTestId('league-tab-table').click();
        const groups = page.getByTestId('table-group');
        await expect(groups).toHaveCount(2);
        await expect(groups.nth(0).getByRole('heading')).toHaveText(words.east);
        await expect(groups.nth(1).getByRole('heading')).toHaveText(words.west);
        for (const index of [0, 1]) {
          const rows = groups.nth(index).getByTestId('standing-row');
          await expect(rows).toHaveCount(15);
          await expect(rows.nth(0)).toContainText(/^\s*1/);
          await expect(rows.nth(6)).toHaveAttribute('data-zone', 'play_in');
          // Each conference counts games behind from its own leader.
          await expect(rows.nth(0).locator('[data-column="gb"]')).toHaveText('-');
        }
        await expect(page.getByTestId('zone-legend')).toContainText(words.playIn);
        await page.getByTestId('group-by-divisions').click();
        await expect(page.getByTestId('table-division')).toHaveCount(6);
        await page.context().close();
      });

      test('the Champions League page shows its knockout phase as a bracket, winners marked', async ({
        browser,
        baseURL,
      }) => {
        const cl = await competition(baseURL ?? '', 'uefa.cl');
        const page = await open(browser, baseURL, DEVICES[device], `/${lang}/schedule/league/${cl.id}`);
        await page.getByTestId('league-tab-bracket').click();
        const bracket = page.getByTestId('knockout-bracket');
        await expect(bracket).toBeVisible();
        const rounds = bracket.getByTestId('bracket-round');
        expect(await rounds.count()).toBeGreaterThanOrEqual(2);
        await expect(rounds.last().getByTestId('bracket-tie')).toHaveCount(1);
        // Every decided tie marks one winner.
        const decided = bracket.locator('[data-testid="bracket-tie"][data-decided="true"]');
        expect(await decided.count()).toBeGreaterThan(0);
        for (const tie of (await decided.all()).slice(0, 4)) await expect(tie.locator('[data-winner]')).toHaveCount(1);
        if (device === 'desktop') {
          // Columns side by side; more rounds than fit scroll sideways, and the page says so.
          const first = await rounds.nth(0).boundingBox();
          const second = await rounds.nth(1).boundingBox();
          expect(second?.x ?? 0).toBeGreaterThan(first?.x ?? 0);
          if ((await rounds.count()) > 3) await expect(bracket.getByTestId('bracket-scroll-hint')).toBeVisible();
          // Only the bracket's own box scrolls, never the page.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            DEVICES.desktop.viewport.width,
          );
          const scroller = bracket.getByTestId('bracket-scroller');
          expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
            (await rounds.count()) > 3,
          );
        } else {
          // A phone stacks the rounds: nothing to scroll sideways.
          const first = await rounds.nth(0).boundingBox();
          const second = await rounds.nth(1).boundingBox();
          expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
        }
        await page.context().close();
      });
    });
  }
}

test('at 320 and 390 px no league view scrolls sideways, and no table inside it either', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const codes = ['eng.1', 'bra.1', 'nba', 'uefa.cl'];
  const ids = await Promise.all(codes.map(async (code) => (await competition(baseURL ?? '', code)).id));
  const page = await open(
    browser,
    baseURL,
    { viewport: { width: 320, height: 800 }, isMobile: true, hasTouch: true },
    '/br',
  );
  for (const id of ids) {
    await page.goto(`/br/schedule/league/${id}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
    const tabs = page.getByTestId('league-tabs').getByRole('tab');
    for (const view of ['table', 'bracket']) {
      const tab = page.getByTestId(`league-tab-${view}`);
      if ((await tab.count()) === 0) continue;
      await tab.click();
      if (view === 'bracket') await expect(page.getByTestId('knockout-bracket')).toBeVisible();
      else await expect(page.getByTestId('standings-table').first()).toBeVisible();
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 800 });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `league ${id} ${view} at ${width}px`,
        ).toBeLessThanOrEqual(width);
        // Each tab whole and in view.
        for (const each of await tabs.all()) {
          const box = await each.boundingBox();
          expect(
            (box?.x ?? 0) + (box?.width ?? 0),
            `league ${id} at ${width}px: ${await each.textContent()}`,
          ).toBeLessThanOrEqual(width);
          expect(await each.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
        }
        const overflowing = await page.evaluate(
          () =>
            [...document.querySelectorAll('[data-testid="standings-table"]')].filter((table) => {
              const box = table.parentElement;
              return box !== null && box.checkVisibility() && box.scrollWidth > box.clientWidth;
            }).length,
        );
        expect(overflowing, `league ${id} ${view} at ${width}px: tables scrolling sideways`).toBe(0);
      }
    }
  }
  await page.context().close();
});
