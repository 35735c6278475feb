// The README's screenshots: home, a league, a team page, a match page, its line-ups and a player page, on a phone and a
// desktop, in both languages, from the shared e2e server (seed e2e at its pinned instant); the
// league views of issue 33 (zones, the bracket, the NBA by conference), whole pages; and the match
// centre's commentary and preview (issue 33).
// Runs only when asked: SCREENSHOTS=1 npx playwright test tests/screenshots.spec.ts
import { mkdirSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { competition, shootOut, todayMatches } from '../support/demo-data.ts';
import { expect, test } from '../support/test.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 768 } },
} as const;

test.skip(process.env.SCREENSHOTS !== '1', 'screenshots are taken on demand (SCREENSHOTS=1)');

test('home, a league, a team, a match, its line-ups and a player, on a phone and a desktop, in en and br', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const league = await competition(base, 'eng.1');
  const live = (await todayMatches(base, 'inplay', 'America/Sao_Paulo')).find((match) => match.sport === 'football');
  const match = live ?? (await shootOut(base));
  const team = match.home.team;
  // A forward of the home eleven: the player page with the most to show.
  const lineups = (await (await fetch(`${base}/api/players/lineups?id=${match.id}`)).json()) as {
    data: { home: { starters: { id: number | null }[] } };
  };
  const player = lineups.data.home.starters[9]?.id;
  if (!player) throw new Error(`match ${match.id} has no line-up`);
  const pages = [
    { name: 'home', path: '', tab: undefined },
    { name: 'league', path: `/schedule/league/${league.id}`, tab: 'league-tab-table' },
    { name: 'team', path: `/team/club/${team.id}`, tab: undefined },
    { name: 'match', path: `/live/match/${match.id}`, tab: undefined },
    { name: 'match-lineups', path: `/live/match/${match.id}`, tab: 'match-tab-lineups' },
    // A slug of no one: the page redirects to the player's.
    { name: 'player', path: `/player/player/${player}`, tab: undefined },
  ];
  await shoot(browser, baseURL ?? '', pages);
});

test("a live match's commentary and an upcoming match's preview, on a phone and a desktop, in en and br", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  // The live football match with the most incidents tells the longest commentary.
  const live = (await todayMatches(base, 'inplay', 'America/Sao_Paulo')).filter((match) => match.sport === 'football');
  const details = await Promise.all(
    live.map(
      async (match) =>
        (
          (await (await fetch(`${base}/api/schedule/one?id=${match.id}`)).json()) as {
            data: { id: number; incidents: unknown[] };
          }
        ).data,
    ),
  );
  const told = details.sort((a, b) => b.incidents.length - a.incidents.length)[0] ?? (await shootOut(base));
  const upcoming = (await todayMatches(base, 'upcoming', 'America/Sao_Paulo')).find(
    (match) => match.sport === 'football',
  );
  if (!upcoming) throw new Error('no upcoming football match in the demo day');
  await shoot(browser, base, [
    { name: 'match-commentary', path: `/live/match/${told.id}`, tab: 'match-tab-commentary' },
    { name: 'match-preview', path: `/live/match/${upcoming.id}`, tab: undefined },
  ]);
});

/** Each page on each device in each language, as docs/screenshots/<name>-<device>-<lang>.png. */
async function shoot(
  browser: Browser,
  baseURL: string,
  pages: { name: string; path: string; tab: string | undefined }[],
): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const [device, options] of Object.entries(DEVICES)) {
    for (const lang of ['en', 'br'] as const) {
      const context = await browser.newContext({
        baseURL,
        timezoneId: 'America/Sao_Paulo',
        locale: lang === 'br' ? 'pt-BR' : 'en-GB',
        ...options,
      });
      const page = await context.newPage();
      for (const shot of pages) {
        await page.goto(`/${lang}${shot.path}`);
        // Not networkidle: the live SharedWorker's script request never ends as Playwright sees it.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
        if (shot.tab) await page.getByTestId(shot.tab).click();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // Crests are lazy images: wait until those in view have loaded.
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.images]
                .filter((image) => {
                  const box = image.getBoundingClientRect();
                  return box.width > 0 && box.top < innerHeight && box.bottom > 0;
                })
                .every((image) => image.complete),
            ),
          )
          .toBe(true);
        await page.screenshot({ path: join(OUT, `${shot.name}-${device}-${lang}.png`) });
      }
      await context.close();
    }
  }
}

test('a league with zones, the Champions League bracket and the NBA by conference, on a phone and a desktop, in en and br', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  mkdirSync(OUT, { recursive: true });
  const base = baseURL ?? '';
  const [premier, champions, nba] = await Promise.all([
    competition(base, 'eng.1'),
    competition(base, 'uefa.cl'),
    competition(base, 'nba'),
  ]);
  const views = [
    { name: 'league-zones', id: premier.id, tab: 'league-tab-table', ready: 'zone-legend' },
    { name: 'bracket', id: champions.id, tab: 'league-tab-bracket', ready: 'knockout-bracket' },
    { name: 'nba-conferences', id: nba.id, tab: 'league-tab-table', ready: 'grouped-standings' },
  ];
  for (const [device, options] of Object.entries(DEVICES)) {
    for (const lang of ['en', 'br'] as const) {
      const context = await browser.newContext({
        baseURL,
        timezoneId: 'America/Sao_Paulo',
        locale: lang === 'br' ? 'pt-BR' : 'en-GB',
        ...options,
      });
      const page = await context.newPage();
      for (const view of views) {
        await page.goto(`/${lang}/schedule/league/${view.id}`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 });
        await page.getByTestId(view.tab).click();
        await expect(page.getByTestId(view.ready)).toBeVisible();
        await expect(page.getByText(/^(Loading|Carregando)/)).toHaveCount(0);
        // The whole page: the legend and the later rounds sit below a phone's first screen.
        await page.screenshot({ path: join(OUT, `${view.name}-${device}-${lang}.png`), fullPage: true });
      }
      await context.close();
    }
  }
});
